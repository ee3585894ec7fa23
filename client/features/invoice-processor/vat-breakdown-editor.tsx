import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { checkVatBreakdown } from "../../../core/invoice/purchase/breakdown-check";
import { wordFinding } from "./breakdown-words";
import {
  type BreakdownDraftRow,
  type BreakdownTotals,
  displayRate,
  emptyBreakdownRow,
  parsedRows,
} from "./vat-breakdown-values";

const INPUT =
  "mt-1 w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:bg-gray-900";
const BUTTON =
  "rounded-md border border-gray-300 px-3 py-1 text-sm hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 dark:border-gray-600 dark:hover:bg-gray-800";

interface VatBreakdownEditorProps {
  readonly rows: readonly BreakdownDraftRow[];
  readonly totals: BreakdownTotals;
  readonly onChange: (rows: BreakdownDraftRow[]) => void;
}

type Part = "rate" | "base" | "vat";

const PARTS: readonly [Part, () => string, "text" | "decimal"][] = [
  ["rate", m.processor_breakdown_rate, "text"],
  ["base", m.processor_breakdown_taxable, "decimal"],
  ["vat", m.processor_breakdown_vat, "decimal"],
];

/**
 * The VAT breakdown, one editable row per rate (rate, taxable amount, VAT), with what does not add
 * up said in words as the person types, and the rounding the e-invoice will state. Never blocks.
 */
export function VatBreakdownEditor({ rows, totals, onChange }: VatBreakdownEditorProps): ReactElement {
  const findings = checkVatBreakdown({ ...totals, currency: totals.currency ?? "", rows: parsedRows(rows) });
  const mismatches = findings.filter((finding) => finding.code !== "rounding");
  const rounding = findings.filter((finding) => finding.code === "rounding");
  const update = (key: number, part: Part, value: string): void =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [part]: value } : row)));
  return (
    <section aria-labelledby="breakdown-heading" className="mt-6" data-testid="vat-breakdown">
      <h3 id="breakdown-heading" className="text-lg font-semibold">
        {m.processor_breakdown_title()}
      </h3>
      <p id="breakdown-hint" className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        {m.processor_breakdown_hint()}
      </p>
      {rows.length === 0 && <p className="mt-2 text-sm">{m.processor_breakdown_empty()}</p>}
      <datalist id="breakdown-rates">
        {["21", "9", "0", "reverse-charge"].map((rate) => (
          <option key={rate} value={displayRate(rate)} />
        ))}
      </datalist>
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => (
          <li key={row.key}>
            <fieldset className="rounded-md border border-gray-200 p-2 dark:border-gray-700">
              <legend className="px-1 text-sm font-medium">
                {m.processor_breakdown_row({ number: index + 1 })}
              </legend>
              <div className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[6rem_1fr_1fr_auto]">
                {PARTS.map(([part, label, mode]) => {
                  const id = `breakdown-${row.key}-${part}`;
                  return (
                    <div key={part} className={part === "rate" ? "col-span-2 sm:col-span-1" : ""}>
                      <label htmlFor={id} className="text-xs font-medium">
                        {label()}
                      </label>
                      <input
                        id={id}
                        className={INPUT}
                        value={row[part]}
                        inputMode={mode}
                        list={part === "rate" ? "breakdown-rates" : undefined}
                        aria-describedby="breakdown-hint"
                        onChange={(event) => update(row.key, part, event.target.value)}
                      />
                    </div>
                  );
                })}
                <button
                  type="button"
                  className={`${BUTTON} col-span-2 sm:col-span-1`}
                  onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                >
                  {m.processor_breakdown_remove({ number: index + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${BUTTON} mt-2`}
        onClick={() => onChange([...rows, emptyBreakdownRow()])}
      >
        {m.processor_breakdown_add()}
      </button>
      <div role="status" aria-live="polite" className="mt-3 space-y-1 text-sm">
        {mismatches.length > 0 ? (
          <>
            <ul className="space-y-1 rounded-md bg-amber-50 p-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {mismatches.map((finding) => (
                <li key={`${finding.code}-${"index" in finding ? finding.index : ""}`}>
                  {wordFinding(finding, totals.currency)}
                </li>
              ))}
            </ul>
            <p className="text-gray-600 dark:text-gray-400">{m.processor_breakdown_draft_note()}</p>
          </>
        ) : (
          rows.length > 0 && (
            <p className="text-green-800 dark:text-green-200">{m.processor_breakdown_adds_up()}</p>
          )
        )}
        {rounding.map((finding) => (
          <p key="rounding" data-testid="breakdown-rounding">
            {wordFinding(finding, totals.currency)}
          </p>
        ))}
      </div>
    </section>
  );
}
