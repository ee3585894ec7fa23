import { describe, expect, it } from "vitest";
import { detectNumberFormat, findAmounts, parseAmount } from "../../../../core/invoice/extraction/amounts";
import { findDates } from "../../../../core/invoice/extraction/dates";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { findNationalVatIds } from "../../../../core/invoice/extraction/national-vat-ids";
import { parseTermsDays } from "../../../../core/invoice/extraction/references";
import {
  isValidDanishCvr,
  isValidFinnishBusinessId,
  isValidItalianPartitaIva,
  isValidPolishNip,
  isValidPortugueseNif,
  isValidSpanishNif,
} from "../../../../core/validation/national-tax-ids";
import {
  buildLanguageInvoice,
  expectedFields,
  LANGUAGE_INVOICES,
  LANGUAGE_LAYOUTS,
} from "./more-languages-invoices";
import { documentFrom } from "./words";

describe("invoices in Spanish, Italian, Portuguese, Danish, Swedish, Norwegian, Finnish and Polish", () => {
  const cases = LANGUAGE_INVOICES.flatMap((invoice) =>
    LANGUAGE_LAYOUTS.map((layout) => ({ language: invoice.language, layout, invoice })),
  );
  it.each(cases)("reads every field of a $language invoice laid out as $layout", ({ invoice, layout }) => {
    const fields = extractInvoice(buildLanguageInvoice(invoice, layout)).fields as Record<
      string,
      { value: unknown } | undefined
    >;
    const read = Object.fromEntries(
      Object.keys(expectedFields(invoice)).map((key) => [key, fields[key]?.value]),
    );
    expect(read).toEqual(expectedFields(invoice));
  });

  it("reads a credit note in these languages as a credit note", () => {
    for (const title of [
      "Nota de crédito",
      "Nota di credito",
      "Kreditnota",
      "Hyvityslasku",
      "Faktura korygująca",
    ]) {
      const extraction = extractInvoice(documentFrom([title, "Nr 2026-7 | 27.11.2026", "Total | -100,00"]));
      expect(extraction.fields.documentType?.value, title).toBe("credit-note");
    }
  });

  it("names the krone by the country's signs, and only when the page names no currency code", () => {
    const currency = (lines: string[]): string | undefined =>
      extractInvoice(documentFrom(lines)).fields.currency?.value;
    expect(currency(["Faktura 7", "Att betala | 1 250,00 kr", "Bankgiro 123-4567"])).toBe("SEK");
    expect(currency(["Faktura 7", "At betale | kr 1.250,00", "CVR-nr. 13585628"])).toBe("DKK");
    expect(currency(["Faktura 7", "Å betale | kr 1 250,00", "Org.nr 987 654 321 MVA"])).toBe("NOK");
    expect(currency(["Faktura 7", "Total | EUR 1.250,00", "kr. 9.300,00 CVR-nr. 13585628"])).toBe("EUR");
    // "kr" with nothing that tells which: left unread, never guessed as the euro (ADR 316, second round).
    expect(currency(["Invoice 7", "Total | kr 1 250,00"])).toBeUndefined();
  });

  it("reads payment terms in days in these languages", () => {
    expect(
      ["30 días", "30 dias", "30 giorni", "30 dage", "30 dager", "30 dagar", "30 päivää", "30 dni"].map(
        parseTermsDays,
      ),
    ).toEqual([30, 30, 30, 30, 30, 30, 30, 30]);
  });
});

describe("dates in these languages", () => {
  it.each([
    ["27. marraskuuta 2026", "2026-11-27"],
    ["27 de noviembre de 2026", "2026-11-27"],
    ["27 de novembro de 2026", "2026-11-27"],
    ["27 novembre 2026", "2026-11-27"],
    ["27. november 2026", "2026-11-27"],
    ["27 listopada 2026", "2026-11-27"],
    ["3 października 2026", "2026-10-03"],
    ["1 stycznia 2026", "2026-01-01"],
    ["5. kesäkuuta 2026", "2026-06-05"],
    ["5 giu. 2026", "2026-06-05"],
    ["12 dic 2026", "2026-12-12"],
    ["12 dez. 2026", "2026-12-12"],
    ["12. desember 2026", "2026-12-12"],
    ["12 augusti 2026", "2026-08-12"],
    ["4 marzo 2026", "2026-03-04"],
    ["4 de março de 2026", "2026-03-04"],
    ["27.11.2026", "2026-11-27"],
    ["27-11-2026", "2026-11-27"],
    ["2026-11-27", "2026-11-27"],
  ])("reads %s", (text, iso) => {
    expect(findDates(text)[0]?.iso).toBe(iso);
  });

  it("refuses a month word it does not know and an impossible day", () => {
    expect(findDates("27 blabla 2026")).toEqual([]);
    expect(findDates("31 listopada 2026")).toEqual([]);
  });
});

describe("number forms in these languages", () => {
  it.each([
    ["1 234,56", "comma-decimal", 123456],
    ["1\u00a0234,56", "comma-decimal", 123456],
    ["1\u202f234,56", "comma-decimal", 123456],
    ["1\u2009234,56", "comma-decimal", 123456],
    ["1.234,56", "comma-decimal", 123456],
    ["1'234.56", "dot-decimal", 123456],
    ["1’234.56", "dot-decimal", 123456],
    ["kr 1 234,50", "comma-decimal", 123450],
    ["1 234,56 zł", "comma-decimal", 123456],
    ["€ 1.234,56", "comma-decimal", 123456],
    ["1.234,56 €", "comma-decimal", 123456],
    ["12 345 678,90", "comma-decimal", 1234567890],
  ] as const)("reads %s", (text, format, cents) => {
    expect(findAmounts(text, format).at(-1)?.cents).toBe(cents);
  });

  it("knows the złoty and votes a document with space-grouped amounts comma-decimal", () => {
    expect(parseAmount("1 234,56 zł", "comma-decimal")?.currency).toBe("PLN");
    expect(detectNumberFormat(["1\u00a0234,56", "99,00", "1'234.56"])).toBe("comma-decimal");
    expect(detectNumberFormat(["1'234.56", "2'000.00", "9,50"])).toBe("dot-decimal");
  });

  it("refuses broken groups instead of guessing", () => {
    expect(parseAmount("1 23,56", "comma-decimal")).toBeNull();
    expect(parseAmount("1'2345.00", "dot-decimal")).toBeNull();
  });
});

describe("national numbers that stand for a VAT number", () => {
  it("accepts real check digits and refuses a changed digit", () => {
    expect(isValidPolishNip("7740001454")).toBe(true);
    expect(isValidPolishNip("7740001455")).toBe(false);
    expect(isValidItalianPartitaIva("00743110157")).toBe(true);
    expect(isValidItalianPartitaIva("00743110158")).toBe(false);
    expect(isValidPortugueseNif("500725373")).toBe(true);
    expect(isValidPortugueseNif("500725374")).toBe(false);
    expect(isValidSpanishNif("12345678Z")).toBe(true);
    expect(isValidSpanishNif("12345678A")).toBe(false);
    expect(isValidSpanishNif("B12345674")).toBe(true);
    expect(isValidSpanishNif("B12345675")).toBe(false);
    expect(isValidDanishCvr("13585628")).toBe(true);
    expect(isValidDanishCvr("13585627")).toBe(false);
    expect(isValidFinnishBusinessId("01120389")).toBe(true);
    expect(isValidFinnishBusinessId("01120388")).toBe(false);
  });

  it("turns a labelled national number into the prefixed VAT number", () => {
    expect(findNationalVatIds("NIP: 774-000-14-54").map((id) => id.value)).toEqual(["PL7740001454"]);
    expect(findNationalVatIds("C.F. e P.IVA 00743110157").map((id) => id.value)).toEqual(["IT00743110157"]);
    expect(findNationalVatIds("NIF B-12345674").map((id) => id.value)).toEqual(["ESB12345674"]);
    expect(findNationalVatIds("Contribuinte n.º 500 725 373").map((id) => id.value)).toEqual(["PT500725373"]);
    expect(findNationalVatIds("CVR-nr. 13 58 56 28").map((id) => id.value)).toEqual(["DK13585628"]);
    expect(findNationalVatIds("Y-tunnus: 0112038-9").map((id) => id.value)).toEqual(["FI01120389"]);
    // The number ends where the check digit holds, not where the digits do.
    expect(findNationalVatIds("NIF: B12345674 - 28013 Madrid").map((id) => id.value)).toEqual([
      "ESB12345674",
    ]);
    expect(findNationalVatIds("NIP 774-000-14-54 12 34").map((id) => id.value)).toEqual(["PL7740001454"]);
  });

  it("ignores numbers without a label, with a wrong check digit, or malformed and oversized text", () => {
    expect(findNationalVatIds("Telefon 774 000 14 54")).toEqual([]);
    expect(findNationalVatIds("NIP: 774-000-14-55")).toEqual([]);
    expect(findNationalVatIds("NIP: ---")).toEqual([]);
    expect(findNationalVatIds(`NIP ${"1 ".repeat(20_000)}`)).toEqual([]);
    expect(findNationalVatIds("NIP ".repeat(5_000))).toEqual([]);
    // A number cut by the reading window is no number, even when its first ten digits would pass.
    expect(findNationalVatIds(`NIP 7740001454${"0".repeat(60)}`)).toEqual([]);
    expect(findNationalVatIds(`NIP: ${"774-000-14-54 ".repeat(50_000)}`)).toEqual([]);
  });

  it("takes the supplier's NIP, not the buyer's", () => {
    const extraction = extractInvoice(
      documentFrom([
        "Faktura VAT nr FV/1/2026",
        "Sprzedawca: | | Nabywca:",
        "Polskie Narzędzia Sp. z o.o. | | Hurtownia Wisła S.A.",
        "NIP: 526-000-12-00 | | NIP: 774-000-14-54",
        "Do zapłaty | 1 518,51 zł",
      ]),
    );
    expect(extraction.fields.supplierVatId?.value).toBe("PL5260001200");
    expect(extraction.fields.customerVatId?.value).toBe("PL7740001454");
  });
});
