import type { SavedStatement } from "./saved-api";

export interface AccountGroup {
  readonly account: string;
  readonly currency: string;
  readonly statements: readonly SavedStatement[];
}

/** Saved statements per account and currency, in the order the API gives (newest period first). */
export function groupByAccount(statements: readonly SavedStatement[]): AccountGroup[] {
  const groups = new Map<string, { account: string; currency: string; statements: SavedStatement[] }>();
  for (const statement of statements) {
    const key = `${statement.accountIban}|${statement.currency}`;
    const group = groups.get(key) ?? {
      account: statement.accountIban,
      currency: statement.currency,
      statements: [],
    };
    group.statements.push(statement);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "01-01-2024 – 31-01-2024" from balances, else booking dates. */
export function periodOf(statement: SavedStatement): { from: string; to: string } {
  return {
    from: statement.openingDate ?? statement.firstBookingDate,
    to: statement.closingDate ?? statement.lastBookingDate,
  };
}
