import type { ReactElement } from "react";
import type { InterimReport } from "../../../core/bank/model";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import { formatDate, formatMoney } from "./format-money";
import type { CheckedStatement } from "./worker-protocol";

/** Account, period, balances, money in and out, and whether opening + transactions = closing. */
export function StatementCard({ item }: { readonly item: CheckedStatement }): ReactElement {
  const { statement: s, check } = item;
  const kind = s.interim ? m.bank_card_interim() : m.bank_card_statement();
  const label = m.bank_card_label({ kind, number: s.number || s.statementId, account: s.account });
  return (
    <article aria-label={label} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{s.account}</h3>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {s.interim ? m.bank_card_mt942() : s.format.toUpperCase()} · {s.fileName}
            {s.number
              ? m.bank_card_statement_number({ number: `${s.number}${s.sequence ? `/${s.sequence}` : ""}` })
              : ""}
          </p>
        </div>
        <ReconcileBadge item={item} />
      </div>
      <p className="mt-2 text-sm">
        {check.from || check.to
          ? `${formatDate(check.from)} – ${formatDate(check.to)}`
          : m.bank_card_period_unknown()}
        {" · "}
        {m.bank_card_transactions({
          count: s.transactions.length,
          shown: formatNumber(s.transactions.length, getLanguage()),
        })}
      </p>
      {s.interim ? <InterimFigures report={s.interim} currency={s.currency} /> : null}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Figure
          term={m.bank_card_opening()}
          value={s.openingBalance ? formatMoney(s.openingBalance.amount, s.currency) : "—"}
        />
        <Figure term={m.bank_card_money_in()} value={formatMoney(check.moneyIn, s.currency)} />
        <Figure term={m.bank_card_money_out()} value={formatMoney(check.moneyOut, s.currency)} />
        <Figure
          term={m.bank_card_closing()}
          value={s.closingBalance ? formatMoney(s.closingBalance.amount, s.currency) : "—"}
        />
      </dl>
    </article>
  );
}

/**
 * MT942 is a report of the day so far, not a closed statement: it has no opening and closing balance,
 * but says when it was made, from which amount it lists entries, and the bank's own totals.
 */
function InterimFigures({
  report,
  currency,
}: {
  readonly report: InterimReport;
  readonly currency: string;
}): ReactElement {
  const total = (entry: InterimReport["debits"]): string =>
    entry ? `${entry.count} × · ${formatMoney(entry.amount, entry.currency || currency)}` : "—";
  const time = report.createdAt
    ? `${formatDate(report.createdAt.slice(0, 10))} ${report.createdAt.slice(11)}`
    : "—";
  return (
    <>
      <p className="mt-2 text-sm">{m.bank_card_interim_note()}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <Figure term={m.bank_card_report_time()} value={time} />
        <Figure term={m.bank_card_floor_limit()} value={floorLimit(report, currency)} />
        <Figure term={m.bank_card_debits()} value={total(report.debits)} />
        <Figure term={m.bank_card_credits()} value={total(report.credits)} />
      </dl>
    </>
  );
}

/** One amount when debits and credits share the floor limit (the usual case), else both. */
function floorLimit(report: InterimReport, currency: string): string {
  const { floorLimitDebit: debit, floorLimitCredit: credit } = report;
  if (!debit && !credit) return "—";
  if (debit === credit || !credit) return formatMoney(debit, currency);
  if (!debit) return formatMoney(credit, currency);
  return m.bank_card_floor_both({
    debit: formatMoney(debit, currency),
    credit: formatMoney(credit, currency),
  });
}

function Figure({ term, value }: { readonly term: string; readonly value: string }): ReactElement {
  return (
    <div>
      <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}

function ReconcileBadge({ item }: { readonly item: CheckedStatement }): ReactElement {
  const { check, statement } = item;
  if (check.reconciled === true) {
    return (
      <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 dark:bg-green-900 dark:text-green-100">
        {m.bank_card_reconciled()}
      </span>
    );
  }
  if (check.reconciled === null) {
    return (
      <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-100">
        {m.bank_card_no_balances()}
      </span>
    );
  }
  const text =
    check.foreignCurrencyRows > 0
      ? m.bank_card_foreign({ count: check.foreignCurrencyRows })
      : m.bank_card_difference({ amount: formatMoney(check.difference ?? "0.00", statement.currency) });
  return (
    <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800 dark:bg-red-900 dark:text-red-100">
      {text}
    </span>
  );
}
