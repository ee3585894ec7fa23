import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectNumberFormat } from "../../../../core/invoice/extraction/amounts";
import { extractInvoice, MAX_WORDS } from "../../../../core/invoice/extraction/extract-invoice";
import { withVerdicts } from "../../../../core/invoice/extraction/field-verdict";
import { buildLayout, type Layout, type Line } from "../../../../core/invoice/extraction/layout";
import { firstLineSpanning } from "../../../../core/invoice/extraction/line-at";
import { extractTotals } from "../../../../core/invoice/extraction/totals";
import type { Word } from "../../../../core/invoice/extraction/types";
import {
  LONG_INVOICE_NUMBER,
  LONG_INVOICE_SUPPLIER,
  type LongInvoiceOptions,
  longInvoiceTotalCents,
  longInvoiceWords,
} from "../../../support/long-invoice-words";

/** The plain scan the index replaces: the first line on the page whose top and bottom enclose y. */
function scanFirstLine(lines: readonly Line[], page: number, y: number): number {
  return lines.findIndex((line) => line.page === page && line.y <= y && line.y + line.height >= y);
}

function lineOf(page: number, y: number, height: number, index: number): Line {
  return { page, x: 0, y, width: 10, height, index, text: "", words: [], segments: [] };
}

describe("the line at a height, looked up in an index instead of a scan per question", () => {
  it("answers every question as the scan does: overlapping, touching, empty and odd lines", () => {
    // Few distinct values so edges coincide, lines overlap and questions hit edges exactly.
    const coordinate = fc.oneof(
      fc.integer({ min: 0, max: 12 }).map((n) => n * 2),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0.5, 7.25),
    );
    const height = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom(Number.NaN, 0.75));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), coordinate, height), { maxLength: 30 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), coordinate), { minLength: 1, maxLength: 20 }),
        (shapes, questions) => {
          const lines = shapes.map(([page, y, h], index) => lineOf(page, y, h, index));
          for (const [page, y] of questions)
            expect(firstLineSpanning(lines, page, y)).toBe(scanFirstLine(lines, page, y));
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** The page's layout, counting how often any of its lines is looked at. */
function countingLayout(options: LongInvoiceOptions): { layout: Layout; reads: () => number } {
  const layout = buildLayout(longInvoiceWords(options));
  let reads = 0;
  const lines = new Proxy(layout.lines, {
    get(target, key, receiver): unknown {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { layout: { ...layout, lines }, reads: () => reads };
}

describe("judging a long page's fields looks at each line a bounded number of times", () => {
  // Each rule that weighed a candidate (an address block, a web address) read the whole page for it,
  // so a page of such candidates cost the square of its length (tests/bench/long-page-speed.ts).
  for (const fill of ["addresses", "domains"] as const)
    it(`a page of ${fill === "addresses" ? "company address blocks" : "web addresses"}`, () => {
      const options: LongInvoiceOptions = { rows: 1_200, fill };
      const extraction = extractInvoice(longInvoiceWords(options));
      const { layout, reads } = countingLayout(options);
      expect(extraction.fields.supplierName?.value).toBe(LONG_INVOICE_SUPPLIER);
      expect(extraction.fields.invoiceNumber?.value).toBe(LONG_INVOICE_NUMBER);
      expect(extraction.fields.totalCents?.value).toBe(longInvoiceTotalCents(options));
      const judged = withVerdicts(extraction, { layout, damaged: [] });
      expect(judged.fields.supplierName?.verdict).toBe(extraction.fields.supplierName?.verdict);
      expect(reads()).toBeLessThan(layout.lines.length * 60);
    });
});

/** A line table's header, then a row per "Summe" / "Base HT": labels a totals block and a table both print. */
function blockLabelPage(rows: number): Layout {
  const words: Word[] = [];
  const put = (text: string, x: number, y: number): void => {
    words.push({ page: 1, x, y, width: text.length * 4.4, height: 8, text });
  };
  for (const [x, text] of [
    [40, "Beschreibung"],
    [300, "Menge"],
    [360, "Preis"],
    [500, "Summe"],
  ] as const)
    put(text, x, 60);
  for (let row = 0; row < rows; row++) {
    put(row % 2 === 0 ? "Summe" : "Base HT", 40, 80 + row * 10);
    put(`${(row % 90) + 1},00`, 500, 80 + row * 10);
  }
  return buildLayout({ pages: [{ page: 1, width: 595, height: 100 + rows * 10 }], words });
}

describe("a page crowded with labels only a totals block may use looks at each line a bounded number of times", () => {
  // Each "Summe" once looked at the whole page for the table's header and its neighbour rows.
  it("2,000 rows of 'Summe' and 'Base HT' under a table header", () => {
    const page = blockLabelPage(2_000);
    let reads = 0;
    const lines = new Proxy(page.lines, {
      get(target, key, receiver): unknown {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const format = detectNumberFormat(page.lines.flatMap((line) => line.words.map((word) => word.text)));
    extractTotals({ ...page, lines }, format);
    expect(reads).toBeLessThan(page.lines.length * 60);
  });
});

describe("pages far longer than an invoice (issue 28 hardening: the largest accepted input)", () => {
  it("the most words a page may bring, a line-item table of ordinary rows, reads every item and the total", () => {
    // Eight words a row: the rows that fill the word cap, the header and totals around them.
    const options: LongInvoiceOptions = { rows: Math.floor(MAX_WORDS / 8) - 10 };
    const document = longInvoiceWords(options);
    expect(document.words.length).toBeLessThanOrEqual(MAX_WORDS);
    expect(document.words.length).toBeGreaterThan(MAX_WORDS - 200);
    const extraction = extractInvoice(document);
    expect(extraction.fields.supplierName?.value).toBe(LONG_INVOICE_SUPPLIER);
    expect(extraction.fields.invoiceNumber?.value).toBe(LONG_INVOICE_NUMBER);
    expect(extraction.fields.totalCents?.value).toBe(longInvoiceTotalCents(options));
    expect(extraction.lineItems).toHaveLength(options.rows);
  }, 120_000);

  it("a document past the word cap is read from its start and its end: the total printed last is still found", () => {
    const options: LongInvoiceOptions = { rows: Math.floor((MAX_WORDS * 1.5) / 8) };
    const document = longInvoiceWords(options);
    expect(document.words.length).toBeGreaterThan(MAX_WORDS * 1.4);
    const extraction = extractInvoice(document);
    expect(extraction.fields.supplierName?.value).toBe(LONG_INVOICE_SUPPLIER);
    expect(extraction.fields.invoiceNumber?.value).toBe(LONG_INVOICE_NUMBER);
    expect(extraction.fields.totalCents?.value).toBe(longInvoiceTotalCents(options));
    // The middle of the item list is not read, and the line-sum check says the items do not add up.
    expect(extraction.lineItems.length).toBeLessThan(options.rows);
    expect(extraction.checks.find((check) => check.id === "lines-sum-to-subtotal")?.outcome).not.toBe("pass");
  }, 120_000);
});
