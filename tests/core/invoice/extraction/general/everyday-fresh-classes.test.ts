import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { verdictOf } from "../../../../../core/invoice/extraction/field-verdict";
import type { InvoiceExtraction } from "../../../../../core/invoice/extraction/types";
import { line, page, sized } from "../everyday-layouts/page";
import { documentFrom } from "../words";

type Lines = Parameters<typeof documentFrom>[0];

const read = (lines: Lines): InvoiceExtraction["fields"] => extractInvoice(documentFrom(lines)).fields;

/** The classes the fresh everyday pages showed (ADR 304), one synthetic page each. */
describe("fresh everyday classes: totals", () => {
  it.each([
    ["Danish 'Heraf moms'", "I alt DKK | 337,00", "Heraf moms 25% | 67,40", 26960, 6740],
    ["Swedish 'varav moms'", "Totalt att betala | 1 244,00 kr", "varav moms 25 % | 248,80 kr", 99520, 24880],
    ["Norwegian 'herav mva'", "Totalt å betale NOK | 1 598,00", "herav mva 25 % | 319,60", 127840, 31960],
    ["Italian 'di cui IVA'", "Totale | 122,00", "di cui IVA 22% | 22,00", 10000, 2200],
  ])("reads the VAT a gross price includes: %s", (_name, totalLine, vatLine, net, vat) => {
    const fields = read([
      "Faktura | Fakturanummer | 100428",
      { y: 200, text: "Vare | Antal | Pris | I alt" },
      { y: 300, x: 300, text: totalLine },
      { x: 300, text: vatLine },
    ]);
    expect(fields.vatTotalCents?.value).toBe(vat);
    expect(fields.subtotalCents?.value).toBe(net);
  });
});

describe("fresh everyday classes: supplier", () => {
  it("takes the footer's legal name when it carries other languages' registration words (Org.nr, CIF/NIF)", () => {
    for (const [wordmark, footer, legal] of [
      ["hemmafix", "Hemmafix Sverige AB · Org.nr 556012-3456 · Säte Uppsala", "Hemmafix Sverige AB"],
      ["cafeteramania", "Cafeteramania Online S.L. · CIF B98765431 · Valencia", "Cafeteramania Online S.L."],
    ] as const) {
      const fields = read([
        { text: wordmark },
        { y: 100, text: "Factura | Nº factura | 2026-F-09921" },
        { y: 300, x: 300, text: "Importe total | 59,29 €" },
        { y: 780, text: footer },
      ]);
      expect(fields.supplierName?.value).toBe(legal);
    }
  });
  it("never takes a company over an attention line ('Attn:', 't.a.v.') as the supplier", () => {
    for (const attention of ["Attn: Linda Kok", "t.a.v. Linda Kok", "z. Hd. Frau Kok"]) {
      const words = page([
        sized(40, 18, [40, "Receipt"]),
        line(70, [40, "Vidcall Communications, Inc."]),
        line(82, [40, "55 Almaden Blvd, San Jose, CA 95113"]),
        sized(110, 11, [340, "Bouwbedrijf Kok B.V."]),
        line(124, [340, attention]),
        line(136, [340, "Industrieweg 8, 7951 DB Staphorst"]),
        line(110, [40, "Invoice Number:"], [150, "INV219948871"]),
        line(254, [400, "Total:"], [490, "$149.90"]),
        line(320, [40, "Payment received with Mastercard ending 5454. Thank you!"]),
      ]);
      expect(extractInvoice(words).fields.supplierName?.value).toBe("Vidcall Communications, Inc.");
    }
  });
});

const TOTALS_BAND = [
  line(300, [330, "Subtotal"], [490, "€100.00"]),
  line(312, [330, "VAT 21%"], [490, "€21.00"]),
  line(324, [330, "Total"], [490, "€121.00"]),
];

/** A seller's letterhead, the buyer's labelled block and a totals band: the footer is the variable. */
const SELLER_PAGE = [
  sized(36, 20, [40, "Hansen Haushaltswaren GmbH"]),
  line(60, [40, "Hafenstraße 17, 24937 Flensburg"]),
  line(96, [360, "Rechnungsnummer"], [470, "HH-1001"]),
  line(150, [40, "Rechnungsadresse"]),
  line(162, [40, "Kaffeerösterei Brandt UG"]),
  line(174, [40, "50968 Köln"]),
  ...TOTALS_BAND,
];

describe("fresh everyday classes: whose name, whose id", () => {
  it("never takes a company under an attention line as the supplier either", () => {
    const words = page([
      sized(36, 14, [40, "Invoice"]),
      line(60, [40, "Lumen Design Studio"]),
      line(72, [40, "Keizersgracht 1, 1015 CJ Amsterdam"]),
      line(96, [40, "Invoice number"], [150, "LD-1001"]),
      line(110, [360, "Attn: Accounts Payable"]),
      sized(122, 11, [360, "Bakkerij Noord B.V."]),
      line(136, [360, "Dorpsstraat 3"]),
      line(148, [360, "3732 AB De Bilt"]),
      ...TOTALS_BAND,
      line(400, [40, "Thank you"]),
    ]);
    expect(extractInvoice(words).fields.supplierName?.value).toBe("Lumen Design Studio");
  });
  it.each([
    [
      "a marketplace's legal line",
      "Shopmarkt EU S.à r.l. · 38 avenue J. F. Kennedy, L-1855 Luxembourg · TVA LU26375245",
    ],
    [
      "a payment processor's line",
      "Payments processed by Paystream Payments Europe Ltd · Dublin · VAT IE3206488LH",
    ],
  ])("keeps a VAT id to check when its line names another company: %s", (_name, footer) => {
    const extraction = extractInvoice(page([...SELLER_PAGE, sized(790, 7, [40, footer])]));
    expect(
      extraction.fields.supplierVatId?.value === undefined ||
        verdictOf(extraction, "supplierVatId") === "check",
    ).toBe(true);
  });
  it("keeps the supplier's own VAT id sure on its own legal line", () => {
    const extraction = extractInvoice(
      page([
        ...SELLER_PAGE,
        sized(790, 7, [
          40,
          "Hansen Haushaltswaren GmbH · Amtsgericht Flensburg HRB 1234 · USt-IdNr. DE287441932",
        ]),
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("DE287441932");
    expect(verdictOf(extraction, "supplierVatId")).toBe("sure");
  });
  it.each([
    ["an EU one-stop-shop number", "EU OSS VAT EU372045196", "EU372045196", "sure"],
    ["a UK VAT number with valid check digits", "VAT Reg No: GB 123 4567 82", "GB123456782", "sure"],
    ["a UK VAT number whose check digits fail", "VAT Reg No: GB 123 4567 83", "GB123456783", "check"],
  ])("marks a non-member seller's id by its evidence: %s", (_name, idLine, id, verdict) => {
    const extraction = extractInvoice(
      page([
        sized(40, 20, [40, "Invoice"]),
        line(72, [40, "Invoice number"], [140, "8F3A2C1D-0007"]),
        sized(130, 10, [40, "Linear Orbit, Inc."]),
        line(144, [40, "548 Market Street, San Francisco, CA 94104"]),
        line(156, [40, idLine]),
        line(130, [300, "Bill to"]),
        line(144, [300, "Bakkerij Noord B.V."]),
        line(156, [300, "3732 AB De Bilt"]),
        ...TOTALS_BAND,
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe(id);
    expect(verdictOf(extraction, "supplierVatId")).toBe(verdict);
  });
  it("reads Luxembourg's 'S.à r.l.' as a legal form in the footer's legal line", () => {
    const fields = read([
      { text: "fiduwag" },
      { y: 100, text: "Facture | Numéro | FW-26-0733" },
      { y: 300, x: 300, text: "Montant TTC | 1.287,00 €" },
      { y: 780, text: "Fiduciaire Wagner S.à r.l. · RCS B123456 · TVA LU26375245" },
    ]);
    expect(fields.supplierName?.value).toBe("Fiduciaire Wagner S.à r.l.");
  });
});

describe("fresh everyday classes: sure", () => {
  const currencyOf = (lines: Lines): [string | undefined, string | null] => {
    const extraction = extractInvoice(documentFrom(lines));
    return [extraction.fields.currency?.value, verdictOf(extraction, "currency")];
  };
  it.each([
    ["DKK", "I alt DKK | 1.250,00"],
    ["SEK", "Att betala | 12 500,00 SEK"],
    ["NOK", "Å betale | NOK 9 875,00"],
    ["PLN", "Do zapłaty: | 1 230,00 PLN"],
  ])("marks %s sure when the page prints that code and no other currency", (code, totalLine) => {
    expect(currencyOf(["Faktura nr. 7712", { y: 300, x: 300, text: totalLine }])).toEqual([code, "sure"]);
  });
  it("keeps a Nordic code to check when the page also prints euros", () => {
    const [code, verdict] = currencyOf([
      "Faktura nr. 7712",
      { y: 300, x: 300, text: "I alt DKK | 1.250,00" },
      { x: 300, text: "Total in EUR | € 167,60" },
    ]);
    expect(code === "DKK" && verdict === "sure").toBe(false);
  });
});
