import { runCrossChecks } from "../../../../core/invoice/extraction/cross-checks";
import { extractInvoice } from "../../../../core/invoice/extraction/extract-invoice";
import { withVerdicts } from "../../../../core/invoice/extraction/field-verdict";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import type {
  Box,
  DocumentWords,
  Field,
  FieldName,
  InvoiceFields,
  Verdict,
} from "../../../../core/invoice/extraction/types";
import { type PlacedRow, placedWords } from "./words";

/** The box of the words that spell `text` in reading order on one line of the page. */
function boxOf(document: DocumentWords, text: string): Box {
  const parts = text.split(" ");
  const words = document.words;
  for (let index = 0; index < words.length; index++) {
    const run = words.slice(index, index + parts.length);
    if (run.length === parts.length && run.every((word, at) => word.text === parts[at])) {
      const first = run[0] as Box;
      const last = run.at(-1) as Box;
      return {
        page: first.page,
        x: first.x,
        y: first.y,
        width: last.x + last.width - first.x,
        height: first.height,
      };
    }
  }
  throw new Error(`"${text}" is not on the page`);
}

/**
 * The verdicts a page gives to a reading of it: the page is read as an upload is, then the fields in
 * `reading` replace what the reader found (a wrong reading the reader might make on another layout),
 * the cross-checks run again, and the verdicts are decided from the page.
 */
export function verdictsOf(
  rows: readonly PlacedRow[],
  reading: Partial<Record<FieldName, Field<unknown> | null>> = {},
): Partial<Record<FieldName, Verdict | undefined>> {
  const document = placedWords(rows);
  const read = extractInvoice(document);
  const fields: Record<string, unknown> = { ...read.fields };
  for (const [name, field] of Object.entries(reading)) {
    if (field === null) delete fields[name];
    else fields[name] = { ...field, verdict: undefined };
  }
  const checked = runCrossChecks(fields as InvoiceFields, read.vatLines, read.lineItems);
  const judged = withVerdicts(
    { ...read, fields: checked.fields, vatLines: checked.vatLines, checks: checked.checks },
    { layout: buildLayout(document), damaged: [] },
  );
  return Object.fromEntries(Object.entries(judged.fields).map(([name, field]) => [name, field?.verdict]));
}

export function reading<T>(rows: readonly PlacedRow[], value: T, printed: string): Field<T> {
  return { value, confidence: 0.85, source: boxOf(placedWords(rows), printed) };
}

/** Rows of one cell each at `x`, 14 points apart from `y`: an address block or a column of lines. */
export function column(y: number, x: number, lines: readonly string[]): PlacedRow[] {
  return lines.map((text, index) => ({ y: y + index * 14, height: 9, cells: [[x, text]] }));
}
