import { describe, expect, it } from "vitest";
import { readGermanInvoice as invoice } from "./german-invoice-page";

describe("an IBAN a paragraph wraps at the end of its line", () => {
  it("is read across the line break when its check digits hold", () => {
    const extraction = invoice([
      { y: 500, text: "Bitte überweisen Sie den Betrag auf IBAN DE89 3704 0044" },
      "0532 0130 00, BIC COBADEFFXXX, Commerzbank Köln.",
    ]);
    expect(extraction.fields.supplierIban?.value).toBe("DE89370400440532013000");
  });

  it("is not made up from a line's end and the next column's digits", () => {
    const extraction = invoice([
      { y: 500, text: "Bitte überweisen Sie den Betrag auf IBAN DE89 3704 0044" },
      { y: 514, x: 400, text: "0532 0130 00" },
    ]);
    expect(extraction.fields.supplierIban?.verdict).not.toBe("sure");
    expect(extraction.fields.supplierIban?.value).not.toBe("DE89370400440532013000");
  });

  it("reads a hostile line ending in a long run of digits after a country code, and finds no IBAN", () => {
    const extraction = invoice([{ y: 500, text: `Referenz DE12${"3".repeat(60)}!` }, "0532 0130 00"]);
    expect(extraction.fields.supplierIban).toBeUndefined();
  });

  it("yields to an IBAN printed whole on one line", () => {
    const extraction = invoice([
      { y: 500, text: "Bankverbindung: IBAN DE02 1203 0000 0000 2020 51" },
      "Alternativ: IBAN DE89 3704 0044",
      "0532 0130 00, BIC COBADEFFXXX",
    ]);
    expect(extraction.fields.supplierIban?.value).toBe("DE02120300000000202051");
  });
});
