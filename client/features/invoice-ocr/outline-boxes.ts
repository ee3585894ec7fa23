import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { OutlinedBox } from "./document-preview";
import { FIELDS } from "./field-list";

/** The focused field's source box, and the box of every field to check, to draw on the page. */
export function outlineBoxes(extraction: InvoiceExtraction, focused: FieldName | null): OutlinedBox[] {
  const outlined: OutlinedBox[] = [];
  for (const field of FIELDS) {
    const found = extraction.fields[field.name];
    if (!found?.source) continue;
    if (field.name === focused) outlined.push({ box: found.source, tone: "focus", label: field.label() });
    else if (verdictOf(extraction, field.name) === "check")
      outlined.push({ box: found.source, tone: "low", label: field.label() });
  }
  return outlined;
}
