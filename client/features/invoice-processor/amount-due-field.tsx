import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { isAmountDueShown } from "../../../core/invoice/purchase/amount-due";
import type { EditedValues } from "../invoice-ocr/export-result";
import { AMOUNT_DUE, describeAmountDueProblem, isAmountDueRechecked } from "./amount-due-values";

interface AmountDueFieldProps {
  readonly extraction: InvoiceExtraction;
  readonly values: EditedValues;
  readonly onChange: (value: string) => void;
  readonly onFocusField: (name: FieldName | null) => void;
}

const ID = "field-amountDueCents";

/**
 * The amount still to pay after a deposit or part payment, under the total: shown only when it was
 * read apart from the total or the page says something was paid (ADR 322), marked like the fields.
 */
export function AmountDueField({
  extraction,
  values,
  onChange,
  onFocusField,
}: AmountDueFieldProps): ReactElement | null {
  if (!isAmountDueShown(extraction)) return null;
  const check = verdictOf(extraction, AMOUNT_DUE) === "check" || isAmountDueRechecked(extraction, values);
  const problem = describeAmountDueProblem(extraction, values);
  return (
    <div
      data-low-confidence={check ? "true" : undefined}
      className={`mt-3 rounded-md p-2 ${check ? "bg-amber-50 ring-1 ring-amber-400 dark:bg-amber-950/40" : ""}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={ID} className="text-sm font-medium">
          {m.processor_field_amount_due()}
        </label>
        {check ? (
          <span
            id={`${ID}-verdict`}
            data-verdict="check"
            className="rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950 dark:bg-amber-800 dark:text-amber-50"
          >
            {m.ocr_verdict_check()}
          </span>
        ) : (
          <span id={`${ID}-verdict`} data-verdict="sure" className="text-xs text-gray-600 dark:text-gray-400">
            {m.ocr_verdict_sure()}
          </span>
        )}
      </div>
      <input
        id={ID}
        aria-describedby={`${ID}-verdict ${ID}-hint${problem ? ` ${ID}-error` : ""}`}
        aria-invalid={problem ? true : undefined}
        value={values[AMOUNT_DUE] ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => onFocusField(AMOUNT_DUE)}
        onBlur={() => onFocusField(null)}
        inputMode="decimal"
        className="mt-1 w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-900"
      />
      <p id={`${ID}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
        {m.processor_amount_due_hint()}
      </p>
      {problem && (
        <p id={`${ID}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
