import type { BankStatement } from "./model";

/**
 * Statements grouped by account and currency, in input order. Appends in place: copying the group on
 * every statement made files of many small daily statements quadratic (20,000 statements took minutes).
 */
export function groupByAccount(statements: Iterable<BankStatement>): BankStatement[][] {
  const groups = new Map<string, BankStatement[]>();
  for (const statement of statements) {
    const key = `${statement.account}|${statement.currency}`;
    const group = groups.get(key);
    if (group) group.push(statement);
    else groups.set(key, [statement]);
  }
  return [...groups.values()];
}
