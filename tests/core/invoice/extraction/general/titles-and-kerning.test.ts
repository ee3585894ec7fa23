import { describe, expect, it } from "vitest";
import { extractInvoice } from "../../../../../core/invoice/extraction/extract-invoice";
import { matchLabel } from "../../../../../core/invoice/extraction/labels";
import type { DocumentWords, Word } from "../../../../../core/invoice/extraction/types";

/** Lines of text at a given font height (a title is printed larger than the body). */
function printed(lines: ReadonlyArray<[number, string, number?]>): DocumentWords {
  const words: Word[] = [];
  for (const [y, text, height = 10] of lines) {
    let x = 40;
    for (const part of text.split(" ")) {
      words.push({ page: 1, x, y, width: part.length * height * 0.55, height, text: part });
      x += part.length * height * 0.55 + height * 0.3;
    }
  }
  return { pages: [{ page: 1, width: 595, height: 842 }], words };
}

describe("document titles", () => {
  it("reads the number and the date from a title naming the document, the date wrapped to the next line", () => {
    const fields = extractInvoice(
      printed([
        [40, "Stylesheet-Version: 2.0 vom 18.10.2018"],
        [80, "Gutschrift (Selbst ausgestellte Rechnung) Nr. 471102", 15],
        [98, "vom 05.03.2018", 15],
        [140, "Rechnung gemäß Bestellung Nr. 2018-471331 vom 01.03.2018."],
        [160, "Summe netto 100,00"],
      ]),
    ).fields;
    expect([fields.invoiceNumber?.value, fields.invoiceDate?.value]).toEqual(["471102", "2018-03-05"]);
    // A self-billed "Gutschrift" is an invoice the buyer issued, not a credit note.
    expect(fields.documentType?.value).toBe("invoice");
  });

  it("keeps a corrected invoice an invoice even with negative totals", () => {
    const fields = extractInvoice(
      printed([
        [80, "Rechnungskorrektur Nr. RK-12 vom 16.09.2019", 15],
        [100, "Lieferant GmbH"],
        [114, "Lieferantenstraße 20"],
        [140, "Gesamtbetrag -8,79"],
      ]),
    ).fields;
    expect([fields.invoiceNumber?.value, fields.documentType?.value]).toEqual(["RK-12", "invoice"]);
  });
});

describe("labels split by kerning", () => {
  it("matches a label whose word the PDF broke with a space", () => {
    expect(matchLabel("total", "Br uttosumme 235,62")).toBe("235,62");
    expect(matchLabel("amountDue", "Zahlbetr ag")).toBe("");
    expect(matchLabel("total", "Bruttogewicht 12,00")).toBeNull();
  });
});
