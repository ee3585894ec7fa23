import { type CsvCell, writeCsv } from "../../../core/export/csv";
import { m } from "../../../core/i18n/messages";
import { formatCents } from "../../../core/invoice/extraction/amounts";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { FIELDS } from "./field-list";

export type EditedValues = Readonly<Record<string, string>>;

function fieldRows(extraction: InvoiceExtraction, values: EditedValues): CsvCell[][] {
  return FIELDS.map((field) => {
    const confidence = extraction.fields[field.name]?.confidence;
    // Our headings follow the page language; the values are what the user reviewed.
    return [field.label(), values[field.name] ?? "", confidence === undefined ? "" : confidence.toFixed(2)];
  });
}

/** The reviewed result as CSV (one writer for the whole product: core/export/csv.ts). */
export function exportCsv(extraction: InvoiceExtraction, values: EditedValues): string {
  const rows: CsvCell[][] = [
    [m.column_field(), m.column_value(), m.column_confidence()],
    ...fieldRows(extraction, values),
  ];
  for (const line of extraction.vatLines)
    rows.push([
      m.column_vat_line({
        rate: line.rate === "reverse-charge" ? m.column_reverse_charge() : `${line.rate}%`,
      }),
      formatCents(line.vatCents),
      line.confidence.toFixed(2),
    ]);
  if (extraction.lineItems.length > 0) {
    rows.push(
      [],
      [
        m.column_description(),
        m.column_quantity(),
        m.column_unit_price(),
        m.column_line_vat_rate(),
        m.column_amount(),
      ],
    );
    for (const item of extraction.lineItems)
      rows.push([
        item.description,
        item.quantity,
        item.unitPriceCents === null ? "" : formatCents(item.unitPriceCents),
        item.vatRate,
        formatCents(item.amountCents),
      ]);
  }
  return writeCsv(rows, { delimiter: ",", bom: true });
}

export function exportJson(extraction: InvoiceExtraction, values: EditedValues): string {
  const fields = Object.fromEntries(FIELDS.map((field) => [field.name, values[field.name] ?? null]));
  return `${JSON.stringify(
    {
      fields,
      confidence: Object.fromEntries(
        FIELDS.map((field) => [field.name, extraction.fields[field.name]?.confidence ?? null]),
      ),
      vatLines: extraction.vatLines.map(({ rate, baseCents, vatCents }) => ({ rate, baseCents, vatCents })),
      lineItems: extraction.lineItems.map(({ source: _source, confidence: _confidence, ...item }) => item),
      checks: extraction.checks,
      method: extraction.method,
    },
    null,
    2,
  )}\n`;
}

export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
