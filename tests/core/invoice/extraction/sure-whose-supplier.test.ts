import { describe, expect, it } from "vitest";
import { column, reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

/**
 * Issue 28, "sure" you can trust: each page below prints a second party beside the supplier (a bank, a
 * parent company, a payment provider, a marketplace, the customer in the address window) and the
 * reading takes that party for the supplier. The verdict must say "check", whatever the reader finds,
 * while the right party stays sure.
 */

const TITLE: PlacedRow[] = [
  { y: 34, height: 18, cells: [[30, "Rechnung"]] },
  { y: 71, height: 9, cells: [[30, "Rechnungsnummer: 2024-0815"]] },
];

function supplierVerdict(
  page: PlacedRow[],
  name: string,
  extra: Parameters<typeof verdictsOf>[1] = {},
  printed = name,
) {
  return verdictsOf(page, { supplierName: reading(page, name, printed), ...extra }).supplierName;
}

describe("the bank's name beside the IBAN", () => {
  const footer = (line: string): PlacedRow[] => [...TITLE, { y: 780, height: 7, cells: [[30, line]] }];

  it("stays to check on the footer's bank line, while the account holder's name beside it is sure", () => {
    const iban = "DE89370400440532013000";
    const bank = footer(
      "Bankverbindung: Commerzbank AG · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX",
    );
    const ibanRead = (page: PlacedRow[]) => ({ supplierIban: reading(page, iban, "DE89") });
    expect(supplierVerdict(bank, "Commerzbank AG", ibanRead(bank))).toBe("check");
    const ing = footer("ING Bank N.V. · IBAN NL91 ABNA 0417 1643 00 · BIC ABNANL2A");
    expect(
      supplierVerdict(ing, "ING Bank N.V.", { supplierIban: reading(ing, "NL91ABNA0417164300", "NL91") }),
    ).toBe("check");
    const holder = footer("Muster Bau GmbH · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX");
    expect(supplierVerdict(holder, "Muster Bau GmbH", ibanRead(holder))).toBe("sure");
  });

  it("stays to check when the bank heads a block whose IBAN line follows", () => {
    const page = [...TITLE, ...column(700, 30, ["Deutsche Bank AG", "IBAN DE89 3704 0044 0532 0130 00"])];
    const verdict = supplierVerdict(page, "Deutsche Bank AG", {
      supplierIban: reading(page, "DE89370400440532013000", "DE89"),
    });
    expect(verdict).toBe("check");
  });
});

describe("a parent company beside the legal entity", () => {
  it("stays to check when the legal line names the parent after the company that owns the id", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      {
        y: 780,
        height: 7,
        cells: [
          [30, "Muster Deutschland GmbH, ein Unternehmen der Muster Holding AG · USt-IdNr. DE136695976"],
        ],
      },
    ];
    const vatId = { supplierVatId: reading(page, "DE136695976", "DE136695976") };
    expect(supplierVerdict(page, "Muster Holding AG", vatId)).toBe("check");
    expect(supplierVerdict(page, "Muster Deutschland GmbH", vatId, "Muster Deutschland GmbH,")).toBe("sure");
  });

  it("stays to check when the domain spells only the brand that both companies share", () => {
    const page: PlacedRow[] = [
      { y: 30, height: 14, cells: [[30, "Muster Holding AG"]] },
      { y: 50, height: 9, cells: [[30, "www.muster.de"]] },
      ...TITLE.map((row) => ({ ...row, y: row.y + 60 })),
      { y: 780, height: 7, cells: [[30, "Muster Deutschland GmbH · Sitz Köln · HRB 12345"]] },
    ];
    expect(supplierVerdict(page, "Muster Holding AG")).toBe("check");
  });
});

describe("a payment provider named on the supplier's invoice", () => {
  it("stays to check although its domain spells its name (a Stripe payment link)", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Invoice"]] },
      { y: 71, height: 9, cells: [[30, "Invoice number 4F2A19C0-0007"]] },
      ...column(126, 30, ["Brightline Software", "512 2nd Street, Suite 200", "San Francisco, CA 94107"]),
      { y: 700, height: 8, cells: [[30, "Pay online: https://pay.stripe.com/invoice/acct_1Hx"]] },
      { y: 760, height: 7, cells: [[30, "Payments are processed by Stripe Payments Europe, Ltd."]] },
      { y: 772, height: 7, cells: [[30, "Questions? receipts@stripe.com"]] },
    ];
    expect(supplierVerdict(page, "Stripe Payments Europe, Ltd.")).toBe("check");
  });

  it("stays to check on the provider's own legal line (Mollie's KvK number beside its name)", () => {
    const page: PlacedRow[] = [
      { y: 34, height: 18, cells: [[30, "Factuur"]] },
      { y: 71, height: 9, cells: [[30, "Factuurnummer: 2024-0042"]] },
      { y: 780, height: 7, cells: [[30, "Betalingen worden verwerkt door Mollie B.V. · KvK 30204462"]] },
    ];
    const verdict = supplierVerdict(page, "Mollie B.V.", {
      supplierKvk: reading(page, "30204462", "30204462"),
    });
    expect(verdict).toBe("check");
  });
});

describe("a marketplace's invoice that names who sold the goods", () => {
  const page: PlacedRow[] = [
    { y: 30, height: 14, cells: [[30, "Shopmarkt B.V."]] },
    { y: 46, height: 8, cells: [[30, "www.shopmarkt.nl"]] },
    { y: 80, height: 18, cells: [[30, "Factuur"]] },
    { y: 110, height: 9, cells: [[30, "Factuurnummer: 4711000123"]] },
    { y: 130, height: 9, cells: [[30, "Verkocht door: Tuinhuis Jansen B.V."]] },
    { y: 144, height: 9, cells: [[30, "Verzonden door: Shopmarkt B.V."]] },
  ];

  it("leaves the marketplace that shipped the goods to check, its domain notwithstanding", () => {
    expect(supplierVerdict(page, "Shopmarkt B.V.")).toBe("check");
  });

  it("stays to check for an agent whose invoice is issued on behalf of another company", () => {
    const agent: PlacedRow[] = [
      { y: 30, height: 14, cells: [[30, "Abrechnungsdienst Süd GmbH"]] },
      { y: 46, height: 8, cells: [[30, "www.abrechnungsdienst.de"]] },
      ...TITLE.map((row) => ({ ...row, y: row.y + 60 })),
      { y: 150, height: 9, cells: [[30, "Rechnung im Auftrag von Stadtwerke Musterstadt GmbH"]] },
    ];
    expect(supplierVerdict(agent, "Abrechnungsdienst Süd GmbH")).toBe("check");
  });
});

describe("the customer's block in the address window, under the sender's return line", () => {
  /** A DIN 5008 letter: letterhead right, the return line over the window, the customer's id in the window. */
  const letter: PlacedRow[] = [
    ...column(30, 360, ["Lieferant Technik GmbH", "Hauptstraße 1", "10115 Berlin"]),
    { y: 116, height: 7, cells: [[40, "Lieferant Technik GmbH · Hauptstraße 1 · 10115 Berlin"]] },
    ...column(130, 40, ["Kunde Handels GmbH", "Marktplatz 2", "80331 München", "USt-IdNr. DE136695976"]),
    { y: 240, height: 14, cells: [[40, "Rechnung"]] },
    { y: 260, height: 9, cells: [[40, "Rechnungsnummer: 2024-0815"]] },
  ];

  it("is never the supplier's: the customer's name and VAT id read as the supplier's stay to check", () => {
    const swapped = verdictsOf(letter, {
      supplierName: reading(letter, "Kunde Handels GmbH", "Kunde Handels GmbH"),
      supplierVatId: reading(letter, "DE136695976", "DE136695976"),
      customerName: reading(letter, "Lieferant Technik GmbH", "Lieferant Technik GmbH"),
      customerVatId: null,
    });
    expect(swapped.supplierName).toBe("check");
    expect(swapped.supplierVatId).toBe("check");
  });
});

describe("the customer's VAT id beside the customer's block", () => {
  it("stays to check when its own segment says it is the customer's", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      ...column(130, 40, ["Kunde Handels GmbH", "Marktplatz 2", "80331 München"]),
      ...column(130, 330, ["Kundennummer: 10042", "Ihre USt-IdNr.: DE136695976"]),
    ];
    const verdicts = verdictsOf(page, {
      supplierVatId: reading(page, "DE136695976", "DE136695976"),
      customerVatId: null,
    });
    expect(verdicts.supplierVatId).toBe("check");
  });
});

describe("a marketplace's note that it issued the invoice for the seller", () => {
  it("names a role, not another seller: the seller's name on its legal line stays sure", () => {
    const page: PlacedRow[] = [
      { y: 30, height: 14, cells: [[30, "marktplatz.de"]] },
      ...TITLE.map((row) => ({ ...row, y: row.y + 40 })),
      { y: 140, height: 9, cells: [[30, "Hansen Haushaltswaren GmbH · Flensburg · USt-IdNr. DE136695976"]] },
      {
        y: 790,
        height: 7,
        cells: [[30, "Diese Rechnung wurde im Auftrag des Verkäufers von Marktplatz EU S.à r.l. erstellt."]],
      },
    ];
    const vatId = { supplierVatId: reading(page, "DE136695976", "DE136695976") };
    expect(supplierVerdict(page, "Hansen Haushaltswaren GmbH", vatId)).toBe("sure");
  });
});

describe("a name read with a gap the page does not print", () => {
  const page: PlacedRow[] = [
    { y: 30, height: 16, cells: [[30, "Gartengl ück Versand GmbH"]] },
    ...TITLE.map((row) => ({ ...row, y: row.y + 40 })),
    {
      y: 780,
      height: 7,
      cells: [[30, "Gartenglück Versand GmbH · Am Hafen 7 · 28217 Bremen · USt-IdNr. DE136695976"]],
    },
  ];
  const vatId = { supplierVatId: reading(page, "DE136695976", "DE136695976") };

  it("stays to check though the legal line spells it without the gap", () => {
    expect(supplierVerdict(page, "Gartengl ück Versand GmbH", vatId)).toBe("check");
  });

  it("is sure as the legal line prints it", () => {
    expect(supplierVerdict(page, "Gartenglück Versand GmbH", vatId)).toBe("sure");
  });
});

describe("the software that made the invoice, and the factor that bought it", () => {
  it("leaves the invoicing software to check, its domain notwithstanding", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      { y: 790, height: 7, cells: [[30, "Invoice created with Invoice Ninja · www.invoiceninja.com"]] },
    ];
    expect(supplierVerdict(page, "Invoice Ninja")).toBe("check");
  });

  it("leaves the factor beside the IBAN it collects on to check", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      {
        y: 780,
        height: 7,
        cells: [[30, "Die Forderung ist abgetreten an Nordfactor GmbH · IBAN DE89 3704 0044 0532 0130 00"]],
      },
    ];
    const iban = { supplierIban: reading(page, "DE89370400440532013000", "DE89") };
    expect(supplierVerdict(page, "Nordfactor GmbH", iban)).toBe("check");
  });
});

describe("a brand's owner and a reseller's principal", () => {
  it("leaves the trademark's owner to check on a reseller's invoice, its domain notwithstanding", () => {
    const page: PlacedRow[] = [
      { y: 30, height: 16, cells: [[30, "ACME"]] },
      ...TITLE.map((row) => ({ ...row, y: row.y + 40 })),
      { y: 770, height: 7, cells: [[30, "Authorised reseller of Acme Corporation Inc. · www.acme.com"]] },
      { y: 780, height: 7, cells: [[30, "ACME is a registered trademark of Acme Corporation Inc."]] },
    ];
    expect(supplierVerdict(page, "Acme Corporation Inc.")).toBe("check");
  });
});

describe("an address or an amount read as the supplier's name", () => {
  it("stays to check though a legal form seems to end it and the block prints the VAT id", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      ...column(700, 30, [
        "info@fjallnat.se",
        "Fjällnät AB, Storgatan 1, 111 22 Stockholm",
        "Momsreg.nr SE556677889901",
      ]),
    ];
    const vatId = { supplierVatId: reading(page, "SE556677889901", "SE556677889901") };
    expect(supplierVerdict(page, "info@fjallnat.se", vatId)).toBe("check");
    expect(supplierVerdict(page, "fjallnat.se", vatId, "info@fjallnat.se")).toBe("check");
  });

  it("stays to check when a totals line opens the legal line", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      { y: 780, height: 7, cells: [[30, "Totaal incl. btw € 28,94 · btw-id DE136695976"]] },
    ];
    const vatId = { supplierVatId: reading(page, "DE136695976", "DE136695976") };
    expect(supplierVerdict(page, "Totaal incl. btw € 28,94", vatId)).toBe("check");
  });
});

describe("a name read on past its legal form into the address", () => {
  it("stays to check though the legal line prints it all, while the company's name is sure", () => {
    const page: PlacedRow[] = [
      ...TITLE,
      {
        y: 780,
        height: 7,
        cells: [[30, "Muster Bau GmbH, Hauptstraße 1, 10115 Berlin · USt-IdNr. DE136695976"]],
      },
    ];
    const vatId = { supplierVatId: reading(page, "DE136695976", "DE136695976") };
    const long = supplierVerdict(
      page,
      "Muster Bau GmbH, Hauptstraße 1",
      vatId,
      "Muster Bau GmbH, Hauptstraße 1,",
    );
    expect(long).toBe("check");
    expect(supplierVerdict(page, "Muster Bau GmbH", vatId, "Muster Bau GmbH,")).toBe("sure");
  });
});

describe("a name read on past its legal form into the document's title (ADR 320)", () => {
  it("stays to check though its own block prints the id, while the company's name is sure", () => {
    const page: PlacedRow[] = [
      { y: 45, height: 18, cells: [[50, "Ingrosso Alimentari Sud S.r.l. FATTURA ACCOMPAGNATORIA"]] },
      ...column(63, 50, ["Via Nazionale 210", "80143 Napoli (NA)", "P.IVA 01234569869"]),
      { y: 140, height: 8, cells: [[50, "Spett.le"]] },
      ...column(152, 50, ["Trattoria Vesuvio di Esposito Anna", "Via Toledo 45", "80134 Napoli (NA)"]),
    ];
    const vatId = { supplierVatId: reading(page, "IT01234569869", "01234569869") };
    const long = "Ingrosso Alimentari Sud S.r.l. FATTURA ACCOMPAGNATORIA";
    expect(supplierVerdict(page, long, vatId)).toBe("check");
    expect(supplierVerdict(page, "Ingrosso Alimentari Sud S.r.l.", vatId)).toBe("sure");
  });
});
