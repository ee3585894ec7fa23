import { findAmounts } from "./amounts";
import { findDates } from "./dates";
import { findIbans, findVatIds } from "./identifiers";
import { buildLayout, type Layout, type Segment } from "./layout";
import type {
  DocumentWords,
  Field,
  FieldName,
  InvoiceExtraction,
  InvoiceFields,
  NumberFormat,
} from "./types";

/**
 * Where one field's value sat on a supplier's invoice, learned from the user's correction: the
 * label text before it and the value's offset from that label (in label heights), and the value's
 * page region (fractions of the page) for layouts without a label.
 */
export interface FieldHint {
  /** "vat:DE123456789", "iban:DE88…" or "kvk:12345678". */
  readonly supplierKey: string;
  readonly field: LearnableField;
  readonly labelText: string | null;
  readonly dx: number;
  readonly dy: number;
  readonly page: number;
  readonly xFraction: number;
  readonly yFraction: number;
}

export const LEARNABLE_FIELDS = [
  "invoiceNumber",
  "invoiceDate",
  "dueDate",
  "supplierName",
  "customerName",
  "paymentReference",
  "subtotalCents",
  "vatTotalCents",
  "totalCents",
  "amountDueCents",
] as const satisfies readonly FieldName[];
export type LearnableField = (typeof LEARNABLE_FIELDS)[number];

export function isLearnableField(field: string): field is LearnableField {
  return (LEARNABLE_FIELDS as readonly string[]).includes(field);
}

/** The supplier's identity for a profile: VAT id first, then KvK, then IBAN (after the user's edits). */
export function supplierKeyOf(extraction: Pick<InvoiceExtraction, "fields">): string | null {
  const { supplierVatId, supplierKvk, supplierIban } = extraction.fields;
  if (supplierVatId) return `vat:${supplierVatId.value.replace(/\s+/g, "").toUpperCase()}`;
  if (supplierKvk) return `kvk:${supplierKvk.value.replace(/\s+/g, "")}`;
  if (supplierIban) return `iban:${supplierIban.value.replace(/\s+/g, "").toUpperCase()}`;
  return null;
}

/** Identifiers printed anywhere on the document: any of them names the supplier for a profile. */
export function supplierKeysOf(layout: Layout, fields: InvoiceFields): string[] {
  const keys = new Set<string>();
  if (fields.supplierVatId) keys.add(`vat:${fields.supplierVatId.value}`);
  if (fields.supplierKvk) keys.add(`kvk:${fields.supplierKvk.value}`);
  if (fields.supplierIban) keys.add(`iban:${fields.supplierIban.value}`);
  for (const found of findVatIds(layout)) keys.add(`vat:${found.value}`);
  for (const found of findIbans(layout)) keys.add(`iban:${found.value}`);
  return [...keys];
}

type Parsed = string | number;

/** A field's value from a cell's text, in the field's own type. */
function parseFor(field: LearnableField, text: string, format: NumberFormat): Parsed | null {
  if (field.endsWith("Cents")) return findAmounts(text, format).at(-1)?.cents ?? null;
  if (field.endsWith("Date")) return findDates(text)[0]?.iso ?? null;
  const trimmed = text.trim().replace(/^[:#]\s*/, "");
  return trimmed.length > 0 && trimmed.length <= 120 ? trimmed : null;
}

function sameValue(a: Parsed, b: Parsed): boolean {
  if (typeof a === "number" || typeof b === "number") return a === b;
  return a.replace(/\s+/g, "").toLowerCase() === b.replace(/\s+/g, "").toLowerCase();
}

function segments(layout: Layout): Segment[] {
  return layout.lines.flatMap((line) => line.segments);
}

/** The nearest text that reads as a label: left of the value on its line, else just above it. */
function labelFor(layout: Layout, value: Segment): Segment | undefined {
  const isLabelText = (s: Segment): boolean =>
    /\p{L}{2}/u.test(s.text) && s.text.trim().length <= 40 && s !== value;
  const line = layout.lines[value.line];
  const left = line?.segments.filter((s) => s.x + s.width <= value.x + 0.5 && isLabelText(s)).at(-1);
  if (left) return left;
  for (let index = value.line - 1; index >= Math.max(0, value.line - 2); index--) {
    const above = layout.lines[index]?.segments.find(
      (s) => isLabelText(s) && s.page === value.page && Math.abs(s.x - value.x) < value.height * 3,
    );
    if (above) return above;
  }
  return undefined;
}

function labelKey(text: string): string {
  return text
    .replace(/[:#.\s]+$/g, "")
    .trim()
    .toLowerCase();
}

/** "Gesamtbetrag: 571,04 €" is a label and its value in one cell: the words before the number. */
function inlineLabel(field: LearnableField, text: string): string | null {
  if (!field.endsWith("Cents") && !field.endsWith("Date")) return null;
  const prefix = /^(\p{L}[^\d]*?)[\s:]*[-−(]?[€$£]?\s?\d/u.exec(text.trim())?.[1];
  return prefix && /\p{L}{2}/u.test(prefix) ? labelKey(prefix) : null;
}

/** A cell that starts with the learned inline label and holds a value after it. */
function inlineValue(segment: Segment, hint: FieldHint, format: NumberFormat): boolean {
  const text = segment.text.trim();
  return (
    hint.dx === 0 &&
    hint.dy === 0 &&
    hint.labelText !== null &&
    inlineLabel(hint.field, text) === hint.labelText &&
    parseFor(hint.field, text, format) !== null
  );
}

/**
 * Learns where a corrected value is printed: the segment whose value equals the correction, the
 * label before it, and its page region. Null when the value is not on the page (typed from memory).
 */
export function learnFieldHint(
  document: DocumentWords,
  format: NumberFormat,
  supplierKey: string,
  field: LearnableField,
  corrected: Parsed,
): FieldHint | null {
  const layout = buildLayout(document);
  const cell = segments(layout).find((s) => {
    const parsed = parseFor(field, s.text, format);
    return parsed !== null && sameValue(parsed, corrected);
  });
  if (!cell) return null;
  const page = document.pages.find((p) => p.page === cell.page);
  const inline = inlineLabel(field, cell.text);
  if (inline)
    return {
      supplierKey,
      field,
      labelText: inline,
      dx: 0,
      dy: 0,
      page: cell.page,
      xFraction: page ? cell.x / page.width : 0,
      yFraction: page ? cell.y / page.height : 0,
    };
  const label = labelFor(layout, cell);
  return {
    supplierKey,
    field,
    labelText: label ? labelKey(label.text) : null,
    dx: label ? (cell.x - label.x) / label.height : 0,
    dy: label ? (cell.y - label.y) / label.height : 0,
    page: cell.page,
    xFraction: page ? cell.x / page.width : 0,
    yFraction: page ? cell.y / page.height : 0,
  };
}

function closest(candidates: readonly Segment[], x: number, y: number): Segment | undefined {
  let best: { segment: Segment; distance: number } | undefined;
  for (const segment of candidates) {
    const distance = Math.hypot(segment.x - x, segment.y - y);
    if (!best || distance < best.distance) best = { segment, distance };
  }
  return best?.segment;
}

/** The value a hint points at: right of / below its label where the label is printed, else in its region. */
function readHint(
  document: DocumentWords,
  layout: Layout,
  hint: FieldHint,
  format: NumberFormat,
): Field<Parsed> | null {
  const all = segments(layout);
  const parses = (s: Segment): boolean => parseFor(hint.field, s.text, format) !== null;
  let cell: Segment | undefined = all.find((s) => inlineValue(s, hint, format));
  // The label text may be printed more than once (a name in the letterhead and in the return
  // address): the occurrence with a value of the right kind nearest its learned offset wins.
  const labels = hint.labelText && !cell ? all.filter((s) => labelKey(s.text) === hint.labelText) : [];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const label of labels) {
    const x = label.x + hint.dx * label.height;
    const y = label.y + hint.dy * label.height;
    const near = all.filter(
      (s) => s.page === label.page && s !== label && Math.hypot(s.x - x, s.y - y) < label.height * 4,
    );
    const found = closest(near.filter(parses), x, y);
    const distance = found ? Math.hypot(found.x - x, found.y - y) / label.height : Number.POSITIVE_INFINITY;
    if (found && distance < bestDistance) {
      cell = found;
      bestDistance = distance;
    }
  }
  if (!hint.labelText && !cell) {
    const page = document.pages.find((p) => p.page === hint.page);
    if (page) {
      const x = hint.xFraction * page.width;
      const y = hint.yFraction * page.height;
      const near = all.filter(
        (s) => s.page === hint.page && Math.hypot(s.x - x, s.y - y) < page.height * 0.03,
      );
      cell = closest(near.filter(parses), x, y);
    }
  }
  const value = cell ? parseFor(hint.field, cell.text, format) : null;
  return cell && value !== null ? { value, confidence: 0.93, source: cell } : null;
}

/**
 * Applies what the user taught for this supplier: a learned field replaces the generic reading
 * when the learned place holds a value of the right kind. Hints of other suppliers are ignored.
 */
export function applyFieldHints(
  document: DocumentWords,
  fields: InvoiceFields,
  hints: readonly FieldHint[],
  format: NumberFormat,
): InvoiceFields {
  if (hints.length === 0) return fields;
  const layout = buildLayout(document);
  const keys = new Set(supplierKeysOf(layout, fields));
  const updated: Record<string, unknown> = { ...fields };
  for (const hint of hints) {
    if (!keys.has(hint.supplierKey)) continue;
    const read = readHint(document, layout, hint, format);
    if (read) updated[hint.field] = read;
  }
  return updated as InvoiceFields;
}
