import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { type PlacedRow, placedWords } from "../words";

const row = (y: number, ...cells: [number, string][]): PlacedRow => ({ y, cells, height: 9 });
const big = (y: number, height: number, ...cells: [number, string][]): PlacedRow => ({ y, cells, height });
const supplierOf = (rows: readonly PlacedRow[]): string | undefined =>
  extractInvoice(placedWords(rows)).fields.supplierName?.value;

/** A short invoice body the supplier rows are added to: a title, a number, a date and totals. */
const BODY: readonly PlacedRow[] = [
  big(40, 16, [40, "Invoice"]),
  row(70, [40, "Invoice number"], [150, "INV-0042"]),
  row(82, [40, "Date of issue"], [150, "27 Nov 2026"]),
  row(130, [40, "Bill to"]),
  row(142, [40, "Harbor Dental Group"]),
  row(154, [40, "410 Atlantic Ave, Boston, MA 02110"]),
  row(250, [40, "Description"], [330, "Qty"], [400, "Unit price"], [500, "Amount"]),
  row(264, [40, "Growth plan"], [330, "1"], [400, "$99.00"], [500, "$99.00"]),
  row(310, [400, "Subtotal"], [500, "$99.00"]),
  row(322, [400, "Tax"], [500, "$0.00"]),
  row(334, [400, "Total"], [500, "$99.00"]),
];

describe("the supplier printed only at the foot of the page", () => {
  it("reads '© 2026 Name Inc. · street' and never a table's column header", () => {
    const rows = [
      ...BODY,
      big(790, 7, [40, "© 2026 Flowbase Inc. · 350 Mission Street, San Francisco, CA 94105"]),
    ];
    expect(supplierOf(rows)).toBe("Flowbase Inc.");
  });
  it("reads 'Name Ltd · street · phone' without registration words", () => {
    const rows = [
      ...BODY,
      big(790, 7, [40, "Stackyard Hosting Ltd · 3 Wellington Place, Leeds LS1 4AP · 0113 496 0000"]),
    ];
    expect(supplierOf(rows)).toBe("Stackyard Hosting Ltd");
  });
  it("reads the legal name after 'is een handelsnaam van'", () => {
    const rows = [
      ...BODY,
      big(790, 7, [
        40,
        "Fietsonderdelen.nl is een handelsnaam van Velo Parts B.V. · KvK 12345670 · BTW NL307366960B02",
      ]),
    ];
    expect(supplierOf(rows)).toBe("Velo Parts B.V.");
  });
  it("reads a French legal line up to its share capital", () => {
    const rows = [
      ...BODY,
      big(790, 7, [40, "Celtel Telecom SA au capital de 712 588 399 € · 397 480 930 RCS Paris"]),
    ];
    expect(supplierOf(rows)).toBe("Celtel Telecom SA");
  });
  it("reads an Australian legal line marked only by its ABN", () => {
    const rows = [
      big(40, 24, [40, "Koala Mobile"]),
      ...BODY.slice(1),
      big(790, 7, [40, "Koala Mobile Pty Ltd ABN 12 345 678 901 · Level 5, 100 George St, Sydney NSW 2000"]),
    ];
    expect(supplierOf(rows)).toBe("Koala Mobile Pty Ltd");
  });
});

describe("the supplier named in words", () => {
  it("reads 'Receipt from Name, Inc.' on a card receipt", () => {
    const rows = [
      big(60, 18, [40, "Receipt from Orbit Labs, Inc."]),
      row(96, [40, "Receipt #2231-4410"]),
      row(196, [40, "Starter plan × 1"], [480, "$20.00"]),
      row(250, [40, "Amount paid"], [480, "$20.00"]),
    ];
    const extraction = extractInvoice(placedWords(rows));
    expect(extraction.fields.supplierName?.value).toBe("Orbit Labs, Inc.");
    expect(extraction.fields.invoiceNumber?.value).toBe("2231-4410");
  });
  it("reads a sole trader's business after 'trading as', not the owner printed above it", () => {
    const rows = [
      big(40, 20, [40, "Tom Hughes"]),
      row(64, [40, "trading as Hughes Digital"]),
      row(76, [40, "14 Clifton Road, Bristol BS8 1AA"]),
      ...BODY.slice(1),
    ];
    expect(supplierOf(rows)).toBe("Hughes Digital");
  });
  it("reads the trading name the footer's registration line repeats over the owner printed bigger", () => {
    const rows = [
      big(40, 20, [40, "Sanne Bakker"]),
      row(64, [40, "Tekstbureau Woordwerk"]),
      row(76, [40, "Oudegracht 88, 3511 AV Utrecht"]),
      ...BODY.slice(1),
      big(780, 7, [40, "Tekstbureau Woordwerk · KvK 81234567 · btw-id NL000099998B57"]),
    ];
    expect(supplierOf(rows)).toBe("Tekstbureau Woordwerk");
  });
  it("drops a slogan in sentence case printed over the legal name", () => {
    const rows = [
      big(40, 20, [330, "Simply better software"]),
      row(66, [330, "Acme Software Ltd"]),
      row(78, [330, "1 High Street, London EC1A 1AA"]),
      ...BODY.slice(1),
    ];
    expect(supplierOf(rows)).toBe("Acme Software Ltd");
  });
  it("cuts a letterhead's tagline after a dash or a bar", () => {
    for (const [letterhead, name] of [
      ["Acme Webdesign Ltd — Web design & hosting", "Acme Webdesign Ltd"],
      ["Acme Webdesign | Studio for brands", "Acme Webdesign"],
    ]) {
      const rows = [big(20, 16, [330, letterhead ?? ""]), ...BODY.slice(1)];
      expect(supplierOf(rows), letterhead).toBe(name);
    }
  });
  it("reads a marketplace seller after 'Sold by' without a colon", () => {
    const rows = [row(20, [330, "Sold by Kitchenware Direct GmbH"]), ...BODY];
    expect(supplierOf(rows)).toBe("Kitchenware Direct GmbH");
  });
  it("reads a name with 'Mobile' in it as a name, not as a phone label", () => {
    const rows = [big(40, 24, [40, "Koala Mobile"]), ...BODY.slice(1)];
    expect(supplierOf(rows)).toBe("Koala Mobile");
  });
  it("reads the seller under a Dutch 'Verkocht door' heading on a marketplace invoice", () => {
    const rows = [
      ...BODY.slice(0, 3),
      row(130, [40, "Verkocht door"], [300, "Factuuradres"]),
      row(142, [40, "Speelgoed Pieters V.O.F."], [300, "Eva de Jong"]),
      row(154, [40, "Marktstraat 4, 5611 EB Eindhoven"], [300, "Prinsengracht 200"]),
      ...BODY.slice(6),
    ];
    expect(supplierOf(rows)).toBe("Speelgoed Pieters V.O.F.");
  });
  it("skips an owner's line ('Inh. …') that looks like a return address", () => {
    const rows = [
      big(40, 18, [40, "Schreinerei Holzmann"]),
      row(62, [40, "Inh. Peter Holzmann · Werkstattweg 3 · 79098 Freiburg"]),
      big(100, 6, [60, "Schreinerei Holzmann · Werkstattweg 3 · 79098 Freiburg"]),
      row(112, [60, "Familie Schneider"]),
      row(124, [60, "Rosenweg 14"]),
      row(136, [60, "79100 Freiburg"]),
      ...BODY.slice(6),
    ];
    expect(supplierOf(rows)).toBe("Schreinerei Holzmann");
  });
});

describe("a letter whose sender prints only a logo and a footer in columns", () => {
  const small = (y: number, ...cells: [number, string][]): PlacedRow => ({ y, cells, height: 7 });
  /** A DIN letter: the addressee in the window in body type, no letterhead text. */
  const letter: readonly PlacedRow[] = [
    row(130, [60, "Weber Steuerberatung GmbH"]),
    row(142, [60, "Alsterufer 9"]),
    row(154, [60, "20354 Hamburg"]),
    row(130, [380, "Rechnungsnr.:"], [460, "2026-4471"]),
    row(142, [380, "Datum:"], [460, "27.11.2026"]),
    big(220, 14, [60, "Rechnung"]),
    row(264, [60, "Wartung Heizungsanlage"], [480, "625,00 €"]),
    row(310, [380, "Nettobetrag"], [480, "625,00 €"]),
    row(322, [380, "zzgl. 19 % USt."], [480, "118,75 €"]),
    row(334, [380, "Rechnungsbetrag"], [480, "743,75 €"]),
  ];
  it("reads the company alone on its footer line, its register entry on the lines below", () => {
    const rows = [
      ...letter,
      small(770, [60, "Müller Haustechnik GmbH"]),
      small(779, [60, "Industriestraße 5"], [200, "Amtsgericht Köln HRB 12345"]),
      small(788, [60, "50667 Köln"], [200, "USt-IdNr. DE355369209"]),
    ];
    expect(supplierOf(rows)).toBe("Müller Haustechnik GmbH");
  });
  it("never takes the addressee in the window for the sender when the footer names the company", () => {
    const rows = [
      ...letter,
      small(770, [400, "Müller Haustechnik GmbH"]),
      small(779, [400, "USt-IdNr. DE355369209"]),
    ];
    expect(supplierOf(rows)).toBe("Müller Haustechnik GmbH");
  });
});

describe("a page whose only supplier name is in its payment details", () => {
  /** A logo-only invoice: a title, an invoice number beside its label, the customer and totals. */
  const bare: readonly PlacedRow[] = [
    big(40, 18, [40, "INVOICE"]),
    row(70, [40, "Invoice no."], [140, "BW-311"]),
    row(82, [40, "Date"], [140, "27/11/2026"]),
    row(120, [40, "Bill to"]),
    row(132, [40, "Harbor Dental Group"]),
    row(144, [40, "410 Atlantic Ave, Boston, MA 02110"]),
    row(250, [40, "Description"], [480, "Amount"]),
    row(264, [40, "Brand workshop"], [480, "£900.00"]),
    row(300, [380, "Subtotal"], [480, "£900.00"]),
    row(312, [380, "VAT 20%"], [480, "£180.00"]),
    row(324, [380, "Total"], [480, "£1,080.00"]),
  ];
  it("reads the account holder with a legal form, never the invoice number", () => {
    for (const label of ["Account name", "Beneficiary", "Kontoinhaber"]) {
      const rows = [
        ...bare,
        row(372, [40, `${label}: Brightwave Studio Ltd`]),
        row(384, [40, "Sort code: 20-00-00"]),
      ];
      expect(supplierOf(rows), label).toBe("Brightwave Studio Ltd");
    }
  });
  it("leaves the supplier empty rather than take an invoice number for it", () => {
    expect(supplierOf(bare)).toBeUndefined();
  });
});

describe("hostile and oversized supplier lines", () => {
  it("takes no name from an overlong 'Receipt from …', footer or account line", () => {
    const long = "Acme ".repeat(2000);
    const rows = [
      row(20, [330, `Receipt from ${long}Inc.`]),
      ...BODY,
      row(372, [40, `Account name: ${long}Ltd`]),
      big(790, 7, [40, `© 2026 ${long}Inc. · ${"1 Main Street · ".repeat(500)}`]),
    ];
    const name = supplierOf(rows);
    expect(name === undefined || name.length <= 80).toBe(true);
    expect(name ?? "").not.toMatch(/Acme Acme Acme/);
  });
});
