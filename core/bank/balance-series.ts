import { formatScaled, toScaled } from "./decimal";
import { groupByAccount } from "./group-by-account";
import type { BankStatement } from "./model";

export interface BalancePoint {
  readonly date: string;
  /** End-of-day balance, exact. */
  readonly balance: string;
}

export interface BalanceSeries {
  readonly account: string;
  readonly currency: string;
  readonly points: readonly BalancePoint[];
}

/**
 * End-of-day balances per account and currency, from each statement's opening balance and its booked
 * transactions, for the balance chart. Statements without an opening balance contribute nothing.
 */
export function buildBalanceSeries(statements: readonly BankStatement[]): BalanceSeries[] {
  const series: BalanceSeries[] = [];
  for (const list of groupByAccount(statements.filter((s) => s.openingBalance))) {
    const sorted = [...list].sort((a, b) =>
      (a.openingBalance?.date ?? "").localeCompare(b.openingBalance?.date ?? ""),
    );
    const byDate = new Map<string, bigint>();
    for (const s of sorted) {
      const opening = s.openingBalance;
      if (!opening) continue;
      let balance = toScaled(opening.amount);
      if (!byDate.has(opening.date)) byDate.set(opening.date, balance);
      const transactions = [...s.transactions]
        .filter((t) => t.status !== "PDNG" && t.status !== "INFO" && t.bookingDate)
        .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
      for (const t of transactions) {
        balance += toScaled(t.amount);
        byDate.set(t.bookingDate, balance);
      }
    }
    const points = [...byDate.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, balance]) => ({ date, balance: formatScaled(balance) }));
    const first = sorted[0];
    if (first) series.push({ account: first.account, currency: first.currency, points });
  }
  return series;
}
