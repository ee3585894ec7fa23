import type { ReactElement, ReactNode } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { getLanguage } from "../../lib/i18n/current-language";
import type { EditedValues } from "./export-result";
import { FIELDS, LOW_CONFIDENCE } from "./field-list";

interface FieldsFormProps {
  readonly extraction: InvoiceExtraction;
  readonly values: EditedValues;
  readonly onChange: (name: FieldName, value: string) => void;
  readonly onFocusField: (name: FieldName | null) => void;
  /** Shown under a field's input (the review's VIES check under the supplier VAT id). */
  readonly fieldExtras?: Partial<Record<FieldName, ReactNode>>;
}

function describeConfidence(confidence: number, low: boolean): string {
  const percent = formatNumber(confidence, getLanguage(), { percent: true, maximumFractionDigits: 0 });
  return low ? m.ocr_sure_check({ percent }) : m.ocr_sure({ percent });
}

/** Every field editable, with its confidence; low-confidence fields are highlighted for review. */
export function FieldsForm({
  extraction,
  values,
  onChange,
  onFocusField,
  fieldExtras,
}: FieldsFormProps): ReactElement {
  return (
    <div className="grid gap-3">
      {FIELDS.map((field) => {
        const found = extraction.fields[field.name];
        const low = found !== undefined && found.confidence < LOW_CONFIDENCE;
        const id = `field-${field.name}`;
        return (
          <div
            key={field.name}
            data-low-confidence={low ? "true" : undefined}
            className={`rounded-md p-2 ${low ? "bg-amber-50 ring-1 ring-amber-400 dark:bg-amber-950/40" : ""}`}
          >
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={id} className="text-sm font-medium">
                {field.label()}
              </label>
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {found ? describeConfidence(found.confidence, low) : m.ocr_not_found()}
              </span>
            </div>
            <input
              id={id}
              value={values[field.name] ?? ""}
              onChange={(event) => onChange(field.name, event.target.value)}
              onFocus={() => onFocusField(field.name)}
              onBlur={() => onFocusField(null)}
              inputMode={field.kind === "money" || field.kind === "number" ? "decimal" : undefined}
              className="mt-1 w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-900"
            />
            {fieldExtras?.[field.name]}
          </div>
        );
      })}
    </div>
  );
}
