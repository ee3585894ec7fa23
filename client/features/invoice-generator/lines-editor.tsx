import type { ReactElement } from "react";
import { createEmptyLine, type InvoiceLine, UNIT_CODES } from "../../../core/invoice/model";
import { type Cents, formatMoney, normaliseDecimalInput } from "../../../core/invoice/money";
import { fieldCheck, SelectField, TextField } from "./form-fields";
import { VAT_CHOICES, vatChoiceOf } from "./vat-choices";

interface LinesEditorProps {
  readonly lines: readonly InvoiceLine[];
  readonly nets: readonly Cents[];
  readonly currency: string;
  readonly kor: boolean;
  readonly onChange: (lines: InvoiceLine[]) => void;
  readonly errorFor: (field: string) => string | undefined;
}

const UNIT_OPTIONS = Object.entries(UNIT_CODES).map(([code, label]) => ({
  value: code,
  label: `${label.en} (${code})`,
}));

export function LinesEditor({
  lines,
  nets,
  currency,
  kor,
  onChange,
  errorFor,
}: LinesEditorProps): ReactElement {
  const update = (index: number, patch: Partial<InvoiceLine>): void =>
    onChange(lines.map((line, position) => (position === index ? { ...line, ...patch } : line)));
  const remove = (index: number): void => onChange(lines.filter((_, position) => position !== index));
  const add = (): void => {
    const line = createEmptyLine();
    onChange([...lines, kor ? { ...line, vatCategory: "E", vatRate: "0" } : line]);
  };
  return (
    <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold">Lines</legend>
      <ol className="space-y-4">
        {lines.map((line, index) => {
          const number = index + 1;
          const at = `lines.${index}`;
          return (
            <li
              key={index}
              className="rounded-md bg-gray-50 p-3 dark:bg-gray-900/60"
              aria-label={`Line ${number}`}
            >
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-12">
                <TextField
                  className="col-span-2 sm:col-span-12"
                  label={`Line ${number} description`}
                  value={line.description}
                  onChange={(description) => update(index, { description })}
                  {...fieldCheck(errorFor, `${at}.description`)}
                />
                <TextField
                  className="sm:col-span-2"
                  label={`Line ${number} quantity`}
                  inputMode="decimal"
                  value={line.quantity}
                  onChange={(quantity) => update(index, { quantity: normaliseDecimalInput(quantity) })}
                  {...fieldCheck(errorFor, `${at}.quantity`)}
                />
                <SelectField
                  className="sm:col-span-3"
                  label={`Line ${number} unit`}
                  value={line.unit}
                  options={UNIT_OPTIONS}
                  onChange={(unit) => update(index, { unit })}
                />
                <TextField
                  className="sm:col-span-2"
                  label={`Line ${number} unit price`}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(unitPrice) => update(index, { unitPrice: normaliseDecimalInput(unitPrice) })}
                  {...fieldCheck(errorFor, `${at}.unitPrice`)}
                />
                <TextField
                  className="sm:col-span-2"
                  label={`Line ${number} discount %`}
                  inputMode="decimal"
                  value={line.discount?.kind === "percent" ? line.discount.value : ""}
                  onChange={(value) => {
                    const normalised = normaliseDecimalInput(value);
                    update(index, {
                      discount: normalised === "" ? null : { kind: "percent", value: normalised },
                    });
                  }}
                  {...fieldCheck(errorFor, `${at}.discount`)}
                />
                <SelectField
                  className="sm:col-span-3"
                  label={`Line ${number} VAT`}
                  value={vatChoiceOf(line)}
                  options={VAT_CHOICES.map((choice) => ({
                    value: choice.value,
                    label: kor && choice.category === "E" ? "Exempt (KOR)" : choice.label,
                  }))}
                  onChange={(value) => {
                    const choice = VAT_CHOICES.find((candidate) => candidate.value === value);
                    if (choice) update(index, { vatCategory: choice.category, vatRate: choice.rate });
                  }}
                />
              </div>
              <div className="mt-2 flex items-center justify-between text-sm">
                <span>
                  Line total: <strong>{formatMoney(nets[index] ?? 0n, currency, "en")}</strong>
                </span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={lines.length === 1}
                  className="rounded px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-400 dark:hover:bg-red-950"
                >
                  Remove line {number}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={add}
        disabled={lines.length >= 1000}
        className="mt-3 rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
      >
        Add line
      </button>
    </fieldset>
  );
}
