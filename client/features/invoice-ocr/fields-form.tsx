import type { ReactElement, ReactNode } from "react";
import { m } from "../../../core/i18n/messages";
import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { EditedValues } from "./export-result";
import { FIELDS } from "./field-list";

interface FieldsFormProps {
  readonly extraction: InvoiceExtraction;
  readonly values: EditedValues;
  readonly onChange: (name: FieldName, value: string) => void;
  readonly onFocusField: (name: FieldName | null) => void;
  /** Shown under a field's input (the review's VIES check under the supplier VAT id). */
  readonly fieldExtras?: Partial<Record<FieldName, ReactNode>>;
}

/** Every field editable with its verdict: "check" fields are highlighted, "sure" ones carry a small mark. */
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
        const low = verdictOf(extraction, field.name) === "check";
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
              {low ? (
                <span
                  id={`${id}-verdict`}
                  data-verdict="check"
                  className="rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50"
                >
                  {m.ocr_verdict_check()}
                </span>
              ) : (
                <span
                  id={`${id}-verdict`}
                  data-verdict={found ? "sure" : undefined}
                  className="text-xs text-gray-600 dark:text-gray-400"
                >
                  {found ? m.ocr_verdict_sure() : m.ocr_not_found()}
                </span>
              )}
            </div>
            <input
              id={id}
              aria-describedby={`${id}-verdict`}
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
