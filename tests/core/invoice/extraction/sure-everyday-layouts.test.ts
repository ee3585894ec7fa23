import { describe, expect, it } from "vitest";
import { reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/** A webshop invoice: sender block left, the customer's "Bill to" block right, its e-mail under it. */
const WEBSHOP: PlacedRow[] = [
  { y: 34, height: 18, cells: [[30, "Invoice"]] },
  { y: 71, height: 9, cells: [[30, "Invoice number 2023-0042"]] },
  { y: 84, height: 9, cells: [[30, "Date of issue 16.04.2023"]] },
  {
    y: 126,
    height: 9,
    cells: [
      [30, "Acme Tools B.V."],
      [306, "Bill to"],
    ],
  },
  {
    y: 140,
    height: 9,
    cells: [
      [30, "Keizersgracht 1"],
      [306, "SimFin Analytics GmbH"],
    ],
  },
  {
    y: 153,
    height: 9,
    cells: [
      [30, "1015 AB Amsterdam"],
      [306, "Pfälzer Ufer 4"],
    ],
  },
  {
    y: 167,
    height: 9,
    cells: [
      [30, "hello@acmetools.nl"],
      [306, "06108 Halle"],
    ],
  },
  { y: 180, height: 9, cells: [[306, "f.wolf@simfin.com"]] },
];

describe("a supplier name a wrong reading took from the customer's side stays to check", () => {
  it("the customer's name in the 'Bill to' block, whose own e-mail domain spells it", () => {
    const wrong = verdictsOf(WEBSHOP, {
      supplierName: reading(WEBSHOP, "SimFin Analytics GmbH", "SimFin Analytics GmbH"),
    });
    expect(wrong.supplierName).toBe("check");
    const right = verdictsOf(WEBSHOP, {
      supplierName: reading(WEBSHOP, "Acme Tools B.V.", "Acme Tools B.V."),
    });
    expect(right.supplierName).toBe("sure");
  });
});

/** A letterhead with a tagline above the company, its VAT id in the sender block. */
const TAGLINE: PlacedRow[] = [
  { y: 30, height: 18, cells: [[40, "Printing Made Simple"]] },
  { y: 60, height: 10, cells: [[40, "Drukkerij Jansen B.V."]] },
  { y: 74, height: 10, cells: [[40, "Dorpsstraat 1"]] },
  { y: 88, height: 10, cells: [[40, "1234 AB Utrecht"]] },
  { y: 102, height: 10, cells: [[40, "BTW NL123456782B01"]] },
  { y: 120, height: 10, cells: [[320, "Factuur aan:"]] },
  { y: 134, height: 10, cells: [[320, "Klant Holding B.V."]] },
  { y: 148, height: 10, cells: [[320, "Marktplein 2"]] },
  { y: 162, height: 10, cells: [[320, "5678 CD Breda"]] },
  { y: 200, height: 10, cells: [[40, "Factuur"]] },
  { y: 214, height: 10, cells: [[40, "Factuurnummer: 2024-0042"]] },
  { y: 228, height: 10, cells: [[40, "Factuurdatum: 15-03-2024"]] },
];

describe("a tagline at the top of the sender block", () => {
  it("stays to check when read as the supplier; the company under it with its legal form is sure", () => {
    const vatId = reading(TAGLINE, "NL123456782B01", "NL123456782B01");
    const wrong = verdictsOf(TAGLINE, {
      supplierName: reading(TAGLINE, "Printing Made Simple", "Printing Made Simple"),
      supplierVatId: vatId,
    });
    expect(wrong.supplierVatId).toBe("sure");
    expect(wrong.supplierName).toBe("check");
    const right = verdictsOf(TAGLINE, {
      supplierName: reading(TAGLINE, "Drukkerij Jansen B.V.", "Drukkerij Jansen B.V."),
      supplierVatId: vatId,
    });
    expect(right.supplierName).toBe("sure");
  });
});

/** Stripe-like totals of a US SaaS invoice: no VAT, the total printed as total and as amount due. */
function saasTotals(subtotal: string, total: string, due: string): PlacedRow[] {
  return [
    ...WEBSHOP,
    {
      y: 367,
      height: 9,
      cells: [
        [306, "Subtotal"],
        [553, subtotal],
      ],
    },
    {
      y: 389,
      height: 9,
      cells: [
        [306, "Total"],
        [553, total],
      ],
    },
    {
      y: 411,
      height: 9,
      cells: [
        [306, "Amount due"],
        [552, due],
      ],
    },
  ];
}

describe("a total without VAT, printed twice", () => {
  it("is sure when the total and the amount due print the same gross", () => {
    const rows = saasTotals("$19.00", "$19.00", "$19.00");
    expect(verdictsOf(rows).totalCents).toBe("sure");
  });

  it("stays to check when it is printed once, or when a gross label on the page prints more", () => {
    const once = saasTotals("$19.00", "$19.00", "$0.00");
    expect(verdictsOf(once).totalCents).toBe("check");
    const more = saasTotals("$19.00", "$19.00", "$23.00");
    expect(verdictsOf(more, { totalCents: reading(more, 1900, "$19.00") }).totalCents).toBe("check");
  });
});

/** A Dutch webshop's totals block: net, VAT and gross, and the gross again as what is to pay. */
const DUTCH_TOTALS: PlacedRow[] = [
  ...TAGLINE,
  {
    y: 400,
    cells: [
      [300, "Subtotaal"],
      [450, "€ 100,00"],
    ],
  },
  {
    y: 414,
    cells: [
      [300, "BTW 21%"],
      [450, "€ 21,00"],
    ],
  },
  {
    y: 428,
    cells: [
      [300, "Totaal"],
      [450, "€ 121,00"],
    ],
  },
  {
    y: 442,
    cells: [
      [300, "Te betalen"],
      [450, "€ 121,00"],
    ],
  },
];

describe("the net taken as the total stays to check", () => {
  it("with the VAT read, or with the VAT missed", () => {
    const net = reading(DUTCH_TOTALS, 10_000, "€ 100,00");
    const withVat = verdictsOf(DUTCH_TOTALS, { totalCents: net });
    expect(withVat.totalCents).toBe("check");
    const vatMissed = verdictsOf(DUTCH_TOTALS, {
      totalCents: net,
      subtotalCents: net,
      vatTotalCents: null,
    });
    expect(vatMissed.totalCents).toBe("check");
    expect(vatMissed.subtotalCents).toBe("check");
    expect(verdictsOf(DUTCH_TOTALS).totalCents).toBe("sure");
  });
});

/**
 * A two-column letter head: the seller's and the buyer's labelled blocks on the left, the invoice's
 * data on the right on the same lines (the title beside the street, the customer number beside the label).
 */
function twoColumnHead(sellerName: string, sellerLines: readonly string[] = []): PlacedRow[] {
  const left = [
    "Rechnungsersteller",
    sellerName,
    ...sellerLines,
    "Lieferantenstraße 20",
    "80333 München",
    "Deutschland",
    "Rechnungsempfänger",
    "Kunden AG Mitte",
    "Hans Muster",
    "Kundenstraße 15",
    "69876 Frankfurt",
  ];
  const right: Record<number, string> = {
    2: "RECHNUNG",
    3: "Rechnungsnummer 471102",
    4: "Rechnungsdatum 05.03.2013",
    [left.indexOf("Rechnungsempfänger")]: "Kundennummer GE2020211",
  };
  return left.map((text, index) => ({
    y: 41 + index * 14,
    height: 10,
    cells: right[index]
      ? [[53, text] as const, [365, right[index] as string] as const]
      : [[53, text] as const],
  }));
}

describe("labelled blocks of a two-column letter head", () => {
  it("marks the customer sure under its label when another column prints on the label's line", () => {
    const rows = twoColumnHead("Lieferant GmbH");
    const verdicts = verdictsOf(rows, { customerName: reading(rows, "Kunden AG Mitte", "Kunden AG Mitte") });
    expect(verdicts.customerName).toBe("sure");
  });

  it("marks the supplier sure when the seller's label heads a postal address that its company opens", () => {
    const rows = twoColumnHead("Lieferant GmbH");
    const verdicts = verdictsOf(rows, { supplierName: reading(rows, "Lieferant GmbH", "Lieferant GmbH") });
    expect(verdicts.supplierName).toBe("sure");
  });

  it("leaves a person under the seller's label to check when the company is the next line", () => {
    const rows = twoColumnHead("Max Mustermann", ["Mustermann Consulting GmbH"]);
    const verdicts = verdictsOf(rows, { supplierName: reading(rows, "Max Mustermann", "Max Mustermann") });
    expect(verdicts.supplierName).toBe("check");
  });

  it("leaves the name to check when identifier lines stand between the seller's label and it", () => {
    const rows: PlacedRow[] = [
      "Lieferant",
      "GLN 4333741000005 Lief-Nr: 549910",
      "MUSTERLIEFERANT GMBH",
      "BAHNHOFSTRASSE 99",
      "99199 MUSTERHAUSEN",
    ].map((text, index) => ({ y: 63 + index * 12, height: 8, cells: [[40, text]] }));
    const name = reading(rows, "MUSTERLIEFERANT GMBH", "MUSTERLIEFERANT GMBH");
    expect(verdictsOf(rows, { supplierName: name }).supplierName).toBe("check");
  });

  it("marks the document kind sure from a title printed beside a letterhead line", () => {
    const rows = twoColumnHead("Lieferant GmbH");
    expect(
      verdictsOf(rows, { documentType: { value: "invoice", confidence: 0.9, source: null } }).documentType,
    ).toBe("sure");
  });
});

/** A SaaS invoice: the product's name big at the top, the company in the footer's legal line. */
const SAAS: PlacedRow[] = [
  { y: 30, height: 18, cells: [[40, "Example Workspace"]] },
  { y: 60, height: 10, cells: [[40, "Invoice number: 4836212534"]] },
  { y: 74, height: 10, cells: [[40, "Invoice date: 31 Jan 2024"]] },
  { y: 120, height: 10, cells: [[40, "Questions? billing@example.com"]] },
  {
    y: 780,
    height: 7,
    cells: [[40, "Example Cloud EMEA Ltd & Co. KG · Registered in Dublin · VAT IE6388047V"]],
  },
];

describe("a supplier name read short of the company's", () => {
  it("stays to check when the legal line prints the name on past the reading", () => {
    const vatId = reading(SAAS, "IE6388047V", "IE6388047V");
    const cut = verdictsOf(SAAS, {
      supplierName: reading(SAAS, "Example Cloud EMEA Ltd", "Example Cloud EMEA Ltd"),
      supplierVatId: vatId,
    });
    expect(cut.supplierVatId).toBe("sure");
    expect(cut.supplierName).toBe("check");
  });

  it("stays to check when the domain spells only its first word and no legal form names a company", () => {
    const product = verdictsOf(SAAS, {
      supplierName: reading(SAAS, "Example Workspace", "Example Workspace"),
    });
    expect(product.supplierName).toBe("check");
  });
});

/** A French invoice: the delivery address under its label on the left, the billing address unlabelled right. */
function deliveryAndBilling(deliveredTo: string): PlacedRow[] {
  return [
    { y: 32, height: 8, cells: [[111, "Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène"]] },
    { y: 94, height: 19, cells: [[31, "Facture FA-2017-0010"]] },
    { y: 124, height: 10, cells: [[37, "Adresse de livraison"]] },
    { y: 134, height: 11, cells: [[326, "Hôtel Saint Denis"]] },
    { y: 141, height: 10, cells: [[37, deliveredTo]] },
    {
      y: 153,
      height: 10,
      cells: [
        [37, "12 rue du Port"],
        [326, "12 rue du Port"],
      ],
    },
    {
      y: 166,
      height: 10,
      cells: [
        [37, "97400 Saint-Denis"],
        [326, "97400 Saint-Denis"],
      ],
    },
  ];
}

describe("the customer named by its billing and its delivery address", () => {
  it("is sure when the delivery label heads an address of the same name", () => {
    const rows = deliveryAndBilling("Hôtel Saint Denis");
    const name = reading(rows, "Hôtel Saint Denis", "Hôtel Saint Denis");
    expect(verdictsOf(rows, { customerName: name }).customerName).toBe("sure");
  });

  it("stays to check when the delivery goes to someone else", () => {
    const rows = deliveryAndBilling("Entrepôt Réunion");
    const name = reading(rows, "Hôtel Saint Denis", "Hôtel Saint Denis");
    expect(verdictsOf(rows, { customerName: name }).customerName).toBe("check");
  });
});
