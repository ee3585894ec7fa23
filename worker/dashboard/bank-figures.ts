import { sql } from "drizzle-orm";
import type { AccountBalance, BalanceSeries } from "../../core/dashboard/overview-types";
import type { Database } from "../db/client";

interface StatementRow {
  account: string | null;
  currency: string;
  date: string;
  balance: number;
}

function accountName(account: string | null): string {
  return account && account.length > 0 ? account : "Unknown account";
}

/** How many statements are saved and the latest closing balance of each account. */
export async function findLatestBalances(
  db: Database,
  userId: string,
): Promise<{ count: number; latest: AccountBalance[] }> {
  const [counted, latest] = await Promise.all([
    db.all<{ count: number }>(sql`select count(*) as count from bank_statements where user_id = ${userId}`),
    // SQLite takes the bare columns of a max() aggregate from the row holding the maximum.
    db.all<StatementRow>(sql`
      select account_iban as account, currency, max(closing_date) as date, closing_balance_cents as balance
      from bank_statements
      where user_id = ${userId} and closing_date is not null and closing_balance_cents is not null
      group by account_iban, currency
      order by account_iban, currency`),
  ]);
  return {
    count: Number(counted[0]?.count ?? 0),
    latest: latest.map((row) => ({
      account: accountName(row.account),
      currency: row.currency,
      date: row.date,
      balanceCents: Number(row.balance),
    })),
  };
}

/** Closing balance per account and statement date from `since` on; a later save of a date wins. */
export async function findBalanceSeries(
  db: Database,
  userId: string,
  since: string,
): Promise<BalanceSeries[]> {
  const rows = await db.all<StatementRow>(sql`
    select account_iban as account, currency, closing_date as date, closing_balance_cents as balance
    from bank_statements
    where user_id = ${userId} and closing_date >= ${since} and closing_balance_cents is not null
    order by account_iban, currency, closing_date, created_at`);
  const series = new Map<string, { account: string; currency: string; points: Map<string, number> }>();
  for (const row of rows) {
    const account = accountName(row.account);
    const key = `${account}\u0000${row.currency}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { account, currency: row.currency, points: new Map() };
      series.set(key, entry);
    }
    entry.points.set(row.date, Number(row.balance));
  }
  return [...series.values()].map((entry) => ({
    account: entry.account,
    currency: entry.currency,
    points: [...entry.points].map(([date, balanceCents]) => ({ date, balanceCents })),
  }));
}
