import type { ReactElement } from "react";
import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import { createEmptyLine, type InvoiceLine, UNIT_CODES } from "../../../core/invoice/model";
import { type Cents, normaliseDecimalInput } from "../../../core/invoice/money";
import { getLanguage } from "../../lib/i18n/current-language";
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

export function LinesEditor({
  lines,
  nets,
  currency,
  kor,
  onChange,
  errorFor,
}: LinesEditorProps): ReactElement {
  const language = getLanguage();
  const unitOptions = Object.entries(UNIT_CODES).map(([code, label]) => ({
    value: code,
    label: `${label[language]} (${code})`,
  }));
  const update = (index: number, patch: Partial<InvoiceLine>): void =>
    onChange(lines.map((line, position) => (position === index ? { ...line, ...patch } : line)));
  const remove = (index: number): void => onChange(lines.filter((_, position) => position !== index));
  const add = (): void => {
    const line = createEmptyLine();
    onChange([...lines, kor ? { ...line, vatCategory: "E", vatRate: "0" } : line]);
  };
  return (
    <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold">{m.generator_lines()}</legend>
      <ol className="space-y-4">
        {lines.map((line, index) => {
          const number = index + 1;
          const at = `lines.${index}`;
          return (
            <li
              key={index}
              className="rounded-md bg-gray-50 p-3 dark:bg-gray-900/60"
              aria-label={m.generator_line({ number })}
            >
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-12">
                <TextField
                  className="col-span-2 sm:col-span-12"
                  label={m.generator_line_description({ number })}
                  value={line.description}
                  onChange={(description) => update(index, { description })}
                  {...fieldCheck(errorFor, `${at}.description`)}
                />
                <TextField
                  className="sm:col-span-2"
                  label={m.generator_line_quantity({ number })}
                  inputMode="decimal"
                  value={line.quantity}
                  onChange={(quantity) => update(index, { quantity: normaliseDecimalInput(quantity) })}
                  {...fieldCheck(errorFor, `${at}.quantity`)}
                />
                <SelectField
                  className="sm:col-span-3"
                  label={m.generator_line_unit({ number })}
                  value={line.unit}
                  options={unitOptions}
                  onChange={(unit) => update(index, { unit })}
                />
                <TextField
                  className="sm:col-span-2"
                  label={m.generator_line_unit_price({ number })}
                  inputMode="decimal"
                  value={line.unitPrice}
                  onChange={(unitPrice) => update(index, { unitPrice: normaliseDecimalInput(unitPrice) })}
                  {...fieldCheck(errorFor, `${at}.unitPrice`)}
                />
                <TextField
                  className="sm:col-span-2"
                  label={m.generator_line_discount({ number })}
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
                  label={m.generator_line_vat({ number })}
                  value={vatChoiceOf(line)}
                  options={VAT_CHOICES.map((choice) => ({
                    value: choice.value,
                    label: kor && choice.category === "E" ? m.generator_vat_exempt_kor() : choice.label(),
                  }))}
                  onChange={(value) => {
                    const choice = VAT_CHOICES.find((candidate) => candidate.value === value);
                    if (choice) update(index, { vatCategory: choice.category, vatRate: choice.rate });
                  }}
                />
              </div>
              <div className="mt-2 flex items-center justify-between text-sm">
                <span>
                  {m.generator_line_total()}{" "}
                  <strong>{formatMoney(nets[index] ?? 0n, currency, language)}</strong>
                </span>
                <button
                  type="button"
                  onClick={() => remove(index)}
                  disabled={lines.length === 1}
                  className="rounded px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-40 dark:text-red-400 dark:hover:bg-red-950"
                >
                  {m.generator_remove_line({ number })}
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
        {m.generator_add_line()}
      </button>
    </fieldset>
  );
}
