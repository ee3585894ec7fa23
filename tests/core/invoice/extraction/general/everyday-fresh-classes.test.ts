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
