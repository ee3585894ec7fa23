import { describe, expect, it } from "vitest";
import { column, reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/** A US SaaS invoice: the sender's block left with a US place line, the customer's "Bill to" block right. */
const SAAS: PlacedRow[] = [
  { y: 34, height: 18, cells: [[30, "Invoice"]] },
  { y: 71, height: 9, cells: [[30, "Invoice number 4F2A19C0-0007"]] },
  ...column(126, 30, ["Brightline Software, Inc.", "512 2nd Street, Suite 200", "San Francisco, CA 94107"]),
  ...column(126, 306, ["Bill to", "Kunde Analytics GmbH", "Pfälzer Ufer 4", "06108 Halle", "Germany"]),
];

describe("the supplier's own address block, beside the buyer's labelled one", () => {
  it("makes the company that heads it sure, and the buyer's name read as the supplier stays to check", () => {
    const right = verdictsOf(SAAS, {
      supplierName: reading(SAAS, "Brightline Software, Inc.", "Brightline Software, Inc."),
    });
    expect(right.supplierName).toBe("sure");
    const swapped = verdictsOf(SAAS, {
      supplierName: reading(SAAS, "Kunde Analytics GmbH", "Kunde Analytics GmbH"),
    });
    expect(swapped.supplierName).toBe("check");
  });

  it("reads a postcode printed alone under the place as the buyer's place line", () => {
    const page: PlacedRow[] = [
      ...SAAS.slice(0, 5),
      ...column(200, 30, [
        "Bill To:",
        "Thomas Flassbeck",
        "Pfälzer Ufer 4",
        "Halle (Saale), Niedersachsen",
        "06108",
      ]),
    ];
    const verdicts = verdictsOf(page, {
      supplierName: reading(page, "Brightline Software, Inc.", "Brightline Software, Inc."),
    });
    expect(verdicts.supplierName).toBe("sure");
  });

  it("stays to check when another company heads an address no label claims (a payment processor's)", () => {
    const processor = [
      ...SAAS,
      ...column(300, 30, ["Payco Zahlungsdienste GmbH", "Hauptstraße 1", "10115 Berlin"]),
    ];
    const verdicts = verdictsOf(processor, {
      supplierName: reading(processor, "Brightline Software, Inc.", "Brightline Software, Inc."),
    });
    expect(verdicts.supplierName).toBe("check");
  });

  it("stays to check when no label says which block is the buyer's (the window's company read as supplier)", () => {
    const letter: PlacedRow[] = [
      ...column(60, 330, ["Drukkerij Jansen B.V.", "Dorpsstraat 1", "1234 AB Utrecht"]),
      ...column(130, 40, ["Klant Holding B.V.", "Marktplein 2", "5678 CD Breda"]),
      { y: 220, height: 14, cells: [[40, "Factuur"]] },
      { y: 240, height: 9, cells: [[40, "Factuurnummer: 2024-0042"]] },
    ];
    for (const name of ["Klant Holding B.V.", "Drukkerij Jansen B.V."])
      expect(verdictsOf(letter, { supplierName: reading(letter, name, name) }).supplierName).toBe("check");
  });

  it("counts the address window under the sender's return line as the buyer's", () => {
    const letter: PlacedRow[] = [
      ...column(40, 330, ["Drukkerij Jansen B.V.", "Dorpsstraat 1", "1234 AB Utrecht"]),
      { y: 116, height: 7, cells: [[40, "Drukkerij Jansen B.V. · Dorpsstraat 1 · 1234 AB Utrecht"]] },
      ...column(130, 40, ["Klant Holding B.V.", "Marktplein 2", "5678 CD Breda"]),
      { y: 220, height: 14, cells: [[40, "Factuur"]] },
      { y: 240, height: 9, cells: [[40, "Factuurnummer: 2024-0042"]] },
    ];
    const right = verdictsOf(letter, {
      supplierName: reading(letter, "Drukkerij Jansen B.V.", "Drukkerij Jansen B.V."),
      customerName: reading(letter, "Klant Holding B.V.", "Klant Holding B.V."),
    });
    expect(right.supplierName).toBe("sure");
  });
});

/** A footer legal line that prints the company's whole name beside its VAT id. */
function withLegalLine(line: string): PlacedRow[] {
  return [
    { y: 34, height: 18, cells: [[30, "Rechnung"]] },
    { y: 71, height: 9, cells: [[30, "Rechnungsnummer: 70128793"]] },
    { y: 780, height: 7, cells: [[30, line]] },
  ];
}

describe("a supplier name read from the middle of the company's name", () => {
  it("stays to check when the page prints words of the name before the reading", () => {
    const papoo = withLegalLine(
      "Papoo Software & Media GmbH · Auguststr. 4 · 53229 Bonn · USt-IdNr. DE136695976",
    );
    const vatId = reading(papoo, "DE136695976", "DE136695976");
    const tail = verdictsOf(papoo, {
      supplierName: reading(papoo, "Media GmbH", "Media GmbH"),
      supplierVatId: vatId,
    });
    expect(tail.supplierName).toBe("check");
    const whole = verdictsOf(papoo, {
      supplierName: reading(papoo, "Papoo Software & Media GmbH", "Papoo Software & Media GmbH"),
      supplierVatId: vatId,
    });
    expect(whole.supplierName).toBe("sure");
    const indeed = withLegalLine("Indeed Ireland Operations Ltd · Dublin 4 · VAT IE3668997OH");
    const short = verdictsOf(indeed, {
      supplierName: reading(indeed, "Ireland Operations Ltd", "Ireland Operations Ltd"),
      supplierVatId: reading(indeed, "IE3668997OH", "IE3668997OH"),
    });
    expect(short.supplierName).toBe("check");
  });

  it("leaves a party's label before the name alone: the name after it is whole", () => {
    const labelled = withLegalLine("Seller Papoo Software & Media GmbH · USt-IdNr. DE136695976");
    const verdicts = verdictsOf(labelled, {
      supplierName: reading(labelled, "Papoo Software & Media GmbH", "Papoo Software & Media GmbH"),
      supplierVatId: reading(labelled, "DE136695976", "DE136695976"),
    });
    expect(verdicts.supplierName).toBe("sure");
  });
});

describe("a brand read where the page prints the company with its legal form", () => {
  it("stays to check although the web domain spells it; the company's name is sure", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Facture"]] },
      { y: 71, height: 9, cells: [[30, "Numéro de facture : 2022030201155"]] },
      { y: 760, height: 7, cells: [[30, "www.gandi.net"]] },
      { y: 774, height: 7, cells: [[30, "Gandi SAS au capital de 800 000 €"]] },
    ];
    const brand = verdictsOf(page, { supplierName: reading(page, "Gandi", "Gandi") });
    expect(brand.supplierName).toBe("check");
    const company = verdictsOf(page, { supplierName: reading(page, "Gandi SAS", "Gandi SAS") });
    expect(company.supplierName).toBe("sure");
  });
});

/** The customer's VAT id printed twice (header and "Bill to"), the supplier's once, beside its name. */
const TWO_IDS: PlacedRow[] = [
  { y: 34, height: 18, cells: [[30, "Invoice"]] },
  { y: 71, height: 9, cells: [[30, "Invoice number 76253815-0004"]] },
  { y: 111, height: 9, cells: [[30, "VAT Number DE136695976"]] },
  ...column(140, 30, ["Brightline GmbH", "Peter-Behrens-Platz 2", "A 4020 Linz", "billing@brightline.com"]),
  ...column(140, 306, ["Bill to", "Kunde Analytics GmbH", "Pfälzer Ufer 4", "DE VAT DE136695976"]),
  { y: 500, height: 9, cells: [[30, "VAT of Brightline GmbH ATU72706128"]] },
];

describe("a VAT id printed beside the supplier's name", () => {
  it("is the supplier's when the name is sure without it; the customer's id stays to check", () => {
    // The reader did not tell the customer's id apart (no "customer VAT id" read): the page must.
    const supplierName = reading(TWO_IDS, "Brightline GmbH", "Brightline GmbH");
    const right = verdictsOf(TWO_IDS, {
      supplierName,
      supplierVatId: reading(TWO_IDS, "ATU72706128", "ATU72706128"),
      customerVatId: null,
    });
    expect(right.supplierVatId).toBe("sure");
    const customers = verdictsOf(TWO_IDS, {
      supplierName,
      supplierVatId: reading(TWO_IDS, "DE136695976", "DE136695976"),
      customerVatId: null,
    });
    expect(customers.supplierVatId).toBe("check");
  });
});

/** A telecom bill paid by direct debit: the customer's account in the debit notice, the supplier's in its footer. */
const DIRECT_DEBIT: PlacedRow[] = [
  { y: 34, height: 18, cells: [[30, "Rechnung"]] },
  { y: 71, height: 9, cells: [[30, "Rechnungsnummer: 11608848301659"]] },
  { y: 400, height: 9, cells: [[30, "Der Betrag wird per SEPA-Lastschrift eingezogen von:"]] },
  { y: 414, height: 9, cells: [[30, "Kunde Analytics GmbH IBAN DE89370400440532013000"]] },
  { y: 780, height: 7, cells: [[30, "Fernmelde GmbH · Bankverbindung IBAN NL91ABNA0417164300"]] },
];

describe("an IBAN printed where a debit is announced is the customer's", () => {
  it("stays to check, and confirms no supplier name beside it; the footer's IBAN is sure", () => {
    const debited = verdictsOf(DIRECT_DEBIT, {
      supplierIban: reading(DIRECT_DEBIT, "DE89370400440532013000", "DE89370400440532013000"),
      supplierName: reading(DIRECT_DEBIT, "Kunde Analytics GmbH", "Kunde Analytics GmbH"),
    });
    expect(debited.supplierIban).toBe("check");
    expect(debited.supplierName).toBe("check");
    const own = verdictsOf(DIRECT_DEBIT, {
      supplierIban: reading(DIRECT_DEBIT, "NL91ABNA0417164300", "NL91ABNA0417164300"),
    });
    expect(own.supplierIban).toBe("sure");
  });
});

describe("an IBAN beside a column that names the customer", () => {
  it("stays sure: the customer's number in the next column is another block", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Factuur"]] },
      {
        y: 780,
        height: 7,
        cells: [
          [30, "Drukkerij Jansen B.V. · IBAN NL91ABNA0417164300"],
          [400, "Klantnummer 4711"],
        ],
      },
    ];
    const verdicts = verdictsOf(page, {
      supplierIban: reading(page, "NL91ABNA0417164300", "NL91ABNA0417164300"),
    });
    expect(verdicts.supplierIban).toBe("sure");
  });
});

describe("the customer's e-mail domain outside its block", () => {
  it("confirms no supplier name when a customer's label stands before it", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Invoice"]] },
      { y: 71, height: 9, cells: [[30, "Invoice number 2023-0042"]] },
      { y: 84, height: 9, cells: [[30, "Customer e-mail: f.wolf@simfin.com"]] },
      { y: 126, height: 9, cells: [[30, "SimFin Analytics GmbH"]] },
    ];
    const swapped = verdictsOf(page, {
      supplierName: reading(page, "SimFin Analytics GmbH", "SimFin Analytics GmbH"),
    });
    expect(swapped.supplierName).toBe("check");
  });
});

describe("a legal line vouches only for the company it opens or names with a legal form", () => {
  it("leaves a person the line names after a role to check", () => {
    const page = withLegalLine("Geschäftsführer: Max Mustermann · USt-IdNr. DE136695976");
    const person = verdictsOf(page, {
      supplierName: reading(page, "Max Mustermann", "Max Mustermann"),
      supplierVatId: reading(page, "DE136695976", "DE136695976"),
    });
    expect(person.supplierName).toBe("check");
  });

  it("leaves a name in another column of the id's line to check", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Factuur"]] },
      {
        y: 120,
        height: 9,
        cells: [
          [30, "BTW NL123456782B01"],
          [306, "Klant Holding B.V."],
        ],
      },
    ];
    const beside = verdictsOf(page, {
      supplierName: reading(page, "Klant Holding B.V.", "Klant Holding B.V."),
      supplierVatId: reading(page, "NL123456782B01", "NL123456782B01"),
    });
    expect(beside.supplierName).toBe("check");
  });
});

describe("a label read with the name", () => {
  it("stays to check although the legal line prints both with the VAT id", () => {
    const page = withLegalLine("Siège social : Acme Conseil SAS · TVA FR11999999998");
    const labelled = verdictsOf(page, {
      supplierName: reading(page, "Siège social : Acme Conseil SAS", "Siège social : Acme Conseil SAS"),
      supplierVatId: reading(page, "FR11999999998", "FR11999999998"),
    });
    expect(labelled.supplierName).toBe("check");
  });
});

/** Totals in the invoice's currency, and the same total converted to the seller's on the line under them. */
function convertedTotals(totalLabel: string, converted: string): PlacedRow[] {
  return [
    { y: 34, height: 18, cells: [[30, "VAT Invoice no. FS/22/09/51"]] },
    {
      y: 300,
      height: 9,
      cells: [
        [80, "Net amount"],
        [173, "390.00 EUR"],
      ],
    },
    {
      y: 314,
      height: 9,
      cells: [
        [80, "VAT 23%"],
        [173, "89.70 EUR"],
      ],
    },
    {
      y: 328,
      height: 9,
      cells: [
        [80, "Total:"],
        [173, "479.70 EUR"],
      ],
    },
    {
      y: 342,
      height: 9,
      cells: [
        [80, totalLabel],
        [173, converted],
      ],
    },
  ];
}

describe("the currency printed in the sure total's own cell", () => {
  it("is sure although a conversion prints another currency on the page", () => {
    const page = convertedTotals("Exchanged value:", "2281.72 PLN");
    expect(verdictsOf(page, { currency: reading(page, "EUR", "479.70 EUR") }).currency).toBe("sure");
  });

  it("stays to check when a second totals row prints another currency", () => {
    const page = convertedTotals("Total in PLN:", "2281.72 PLN");
    expect(verdictsOf(page, { currency: reading(page, "EUR", "479.70 EUR") }).currency).toBe("check");
  });
});

describe("the customer's name printed after its label on one line", () => {
  it("stays to check as the supplier, though the customer's e-mail domain under it spells it", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Invoice"]] },
      { y: 71, height: 9, cells: [[30, "Invoice number 2023-0042"]] },
      ...column(126, 30, ["Acme Tools B.V.", "Keizersgracht 1", "1015 AB Amsterdam", "hello@acmetools.nl"]),
      ...column(126, 306, [
        "Bill to: SimFin Analytics GmbH",
        "Pfälzer Ufer 4",
        "06108 Halle",
        "f.wolf@simfin.com",
      ]),
    ];
    const swapped = verdictsOf(page, {
      supplierName: reading(page, "SimFin Analytics GmbH", "SimFin Analytics GmbH"),
    });
    expect(swapped.supplierName).toBe("check");
    const right = verdictsOf(page, { supplierName: reading(page, "Acme Tools B.V.", "Acme Tools B.V.") });
    expect(right.supplierName).toBe("sure");
  });
});

/** A paid SaaS invoice: one line item, its total printed once (what is due is nothing). */
function paidSaas(totals: readonly (readonly [string, string])[]): PlacedRow[] {
  return [
    { y: 37, height: 18, cells: [[365, "INVOICE"]] },
    { y: 72, height: 9, cells: [[365, "Invoice # 3189846"]] },
    {
      y: 266,
      height: 9,
      cells: [
        [34, "DESCRIPTION"],
        [387, "UNITS"],
        [461, "UNIT PRICE"],
        [508, "AMOUNT"],
      ],
    },
    {
      y: 299,
      height: 9,
      cells: [
        [34, "Professional Yearly"],
        [403, "1"],
        [461, "$144.00"],
        [520, "$144.00"],
      ],
    },
    ...totals.map(([label, amount], index) => ({
      y: 336 + index * 22,
      height: 9,
      cells: [
        [420, label],
        [520, amount],
      ] as const,
    })),
  ];
}

describe("a total without VAT that its line items add up to", () => {
  it("is sure when printed once after a gross label", () => {
    const page = paidSaas([
      ["Total", "$144.00"],
      ["Amount Due", "$0.00"],
    ]);
    expect(verdictsOf(page, { totalCents: reading(page, 14_400, "$144.00") }).totalCents).toBe("sure");
  });

  it("stays to check when a gross label prints more (the net taken as the total)", () => {
    const page = paidSaas([
      ["Subtotal", "$144.00"],
      ["Tax", "$30.24"],
      ["Total", "$174.24"],
    ]);
    const net = verdictsOf(page, {
      totalCents: reading(page, 14_400, "$144.00"),
      vatTotalCents: null,
      subtotalCents: null,
    });
    expect(net.totalCents).toBe("check");
  });
});
