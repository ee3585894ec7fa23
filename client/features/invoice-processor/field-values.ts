import { m } from "../../../core/i18n/messages";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { EditedValues } from "../invoice-ocr/export-result";
import { displayValue, FIELDS, type FieldDescriptor } from "../invoice-ocr/field-list";

export type EditsResult =
  | { ok: true; value: Partial<Record<FieldName, string | number | null>> }
  | { ok: false; error: { field: FieldName; message: string } };

/** "6154.33", "6.154,33", "1,234.56", "-12,5" → cents; null when it is not an amount. */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.replace(/[\s€]/g, "").replace(/^EUR/i, "");
  const match = /^(-?)([\d.,]*\d)$/.exec(cleaned);
  if (!match?.[2]) return null;
  const body = match[2];
  const lastSeparator = Math.max(body.lastIndexOf("."), body.lastIndexOf(","));
  const decimals = lastSeparator >= 0 ? body.slice(lastSeparator + 1) : "";
  const hasDecimals = lastSeparator >= 0 && decimals.length > 0 && decimals.length <= 2;
  const whole = (hasDecimals ? body.slice(0, lastSeparator) : body).replace(/[.,]/g, "");
  if (!/^\d+$/.test(whole) || whole.length > 11) return null;
  const cents = Number(whole) * 100 + (hasDecimals ? Number(decimals.padEnd(2, "0")) : 0);
  return match[1] ? -cents : cents;
}

/** "2025-04-29" or "29-04-2025" / "29/04/2025" → "2025-04-29"; null when it is not a date. */
export function parseDateInput(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const european = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : european ? [european[3], european[2], european[1]] : null;
  if (!parts) return null;
  const value = `${parts[0]}-${String(parts[1]).padStart(2, "0")}-${String(parts[2]).padStart(2, "0")}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

function typedValue(
  field: FieldDescriptor,
  text: string,
): { ok: true; value: string | number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (field.kind === "money") {
    const cents = parseMoneyInput(trimmed);
    return cents === null ? { ok: false, message: m.processor_input_amount() } : { ok: true, value: cents };
  }
  if (field.kind === "date") {
    const date = parseDateInput(trimmed);
    return date === null ? { ok: false, message: m.processor_input_date() } : { ok: true, value: date };
  }
  if (field.kind === "number") {
    return /^\d{1,4}$/.test(trimmed)
      ? { ok: true, value: Number(trimmed) }
      : { ok: false, message: m.processor_input_days() };
  }
  if (field.name === "currency") {
    const code = trimmed.toUpperCase();
    return /^[A-Z]{3}$/.test(code)
      ? { ok: true, value: code }
      : { ok: false, message: m.processor_input_currency() };
  }
  if (field.name === "documentType") {
    return trimmed === "invoice" || trimmed === "credit-note"
      ? { ok: true, value: trimmed }
      : { ok: false, message: m.processor_input_document_type() };
  }
  return { ok: true, value: trimmed.slice(0, 500) };
}

/** The fields the person changed, typed for PATCH /api/invoices/:id. */
export function collectEdits(extraction: InvoiceExtraction, values: EditedValues): EditsResult {
  const edits: Partial<Record<FieldName, string | number | null>> = {};
  for (const field of FIELDS) {
    const text = values[field.name] ?? "";
    if (text === displayValue(extraction, field)) continue;
    const typed = typedValue(field, text);
    if (!typed.ok)
      return {
        ok: false,
        error: {
          field: field.name,
          message: m.processor_field_error({ field: field.label(), message: typed.message }),
        },
      };
    edits[field.name] = typed.value;
  }
  return { ok: true, value: edits };
}

export function initialValues(extraction: InvoiceExtraction | null): EditedValues {
  if (!extraction) return {};
  return Object.fromEntries(FIELDS.map((field) => [field.name, displayValue(extraction, field)]));
}
