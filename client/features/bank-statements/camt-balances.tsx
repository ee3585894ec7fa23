import type { ReactElement } from "react";
import { parseDecimal } from "../../../core/bank/decimal";
import { withKnownBalances } from "../../../core/bank/known-balances";
import type { BankStatement } from "../../../core/bank/model";
import { readDecimalInput } from "../../../core/format/decimal-input";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { formatDate } from "./format-money";

export interface UnknownBalance {
  /** Index of the statement in the converted list (the Web Worker's order). */
  readonly index: number;
  readonly account: string;
  readonly from: string;
}

/** Statements CAMT.053 cannot be written for until the user gives an opening balance (ADR 243). */
export function findUnknownBalances(
  statements: readonly BankStatement[],
  account: string | null,
): UnknownBalance[] {
  return statements.flatMap((s, index) => {
    if (account !== null && s.account !== account) return [];
    if (withKnownBalances(s).openingBalance) return [];
    const from = s.transactions.reduce(
      (first, t) => (t.bookingDate && (!first || t.bookingDate < first) ? t.bookingDate : first),
      "",
    );
    return [{ index, account: s.account, from }];
  });
}

/** "1.234,56", "-12.50", "€ 100" → "1234.56" and the like, both decimal styles (ADR 181); null otherwise. */
export function readTypedBalance(text: string): string | null {
  const reading = readDecimalInput(text, pageLanguage());
  return reading ? parseDecimal(reading.value, ".") : null;
}

interface CamtBalancesProps {
  readonly unknown: readonly UnknownBalance[];
  readonly typed: Readonly<Record<number, string>>;
  readonly showErrors: boolean;
  readonly onChange: (index: number, text: string) => void;
}

/** Asks for the opening balances a file does not give, before a CAMT.053 download; never fills one in. */
export function CamtBalances({ unknown, typed, showErrors, onChange }: CamtBalancesProps): ReactElement {
  return (
    <fieldset className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
      <legend className="px-1 font-semibold">{m.bank_camt_balances_heading()}</legend>
      <p className="text-sm">{m.bank_camt_balances_intro()}</p>
      {unknown.map((item) => {
        const id = `camt-opening-${item.index}`;
        const text = typed[item.index] ?? "";
        const invalid = showErrors && readTypedBalance(text) === null;
        return (
          <div key={item.index} className="mt-2">
            <label htmlFor={id} className="block text-sm font-medium">
              {m.bank_camt_opening_label({
                account: item.account || "—",
                date: item.from ? formatDate(item.from) : "—",
              })}
            </label>
            <input
              id={id}
              type="text"
              inputMode="decimal"
              value={text}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => onChange(item.index, event.currentTarget.value)}
              className="mt-1 w-48 rounded-md border border-gray-300 bg-white px-3 py-2 dark:border-gray-600 dark:bg-gray-900"
            />
            {invalid ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {m.bank_camt_opening_invalid()}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
