import { findDates } from "./dates";
import { FOUND_BY_CONFIDENCE, findLabelledValues, type LabelledValue } from "./labelled-value";
import type { Layout } from "./layout";
import type { Field } from "./types";

/** The value must start with the date: "Datum bestelling 12-03-2024" is not an invoice date. */
function parseFirstDate(text: string): string | null {
  const first = findDates(text.trim())[0];
  return first && first.index === 0 ? first.iso : null;
}

function toField(hit: LabelledValue<string> | undefined): Field<string> | undefined {
  return hit
    ? { value: hit.value, confidence: FOUND_BY_CONFIDENCE[hit.foundBy], source: hit.box }
    : undefined;
}

export interface DateFields {
  readonly invoiceDate?: Field<string>;
  readonly deliveryDate?: Field<string>;
  readonly dueDate?: Field<string>;
}

/**
 * Invoice, delivery and due date by their labels. Specific labels claim their segment before the
 * generic "Datum"/"Date". Without any label the first date on page 1 is taken, with low confidence.
 */
export function extractDates(layout: Layout): DateFields {
  const deliveryDate = toField(findLabelledValues(layout, "deliveryDate", parseFirstDate)[0]);
  const dueDate = toField(findLabelledValues(layout, "dueDate", parseFirstDate)[0]);
  let invoiceDate = toField(
    findLabelledValues(layout, "invoiceDate", parseFirstDate, { exclude: ["deliveryDate", "dueDate"] })[0],
  );
  if (!invoiceDate) {
    for (const line of layout.lines) {
      if (line.page !== 1) break;
      const first = findDates(line.text)[0];
      if (first && first.iso !== dueDate?.value && first.iso !== deliveryDate?.value) {
        invoiceDate = { value: first.iso, confidence: 0.55, source: line };
        break;
      }
    }
  }
  return {
    ...(invoiceDate ? { invoiceDate } : {}),
    ...(deliveryDate ? { deliveryDate } : {}),
    ...(dueDate ? { dueDate } : {}),
  };
}
