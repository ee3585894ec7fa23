import { formatScaled, toScaled } from "./decimal";
import { groupByAccount } from "./group-by-account";
import type { BankStatement } from "./model";

/** Entry statuses that are not part of the booked balance (CAMT Sts). */
const NOT_BOOKED = new Set(["PDNG", "INFO", "FUTR"]);

export interface StatementCheck {
  /** Sum of money in (positive), exact. */
  readonly moneyIn: string;
  /** Sum of money out as a positive amount, exact. */
  readonly moneyOut: string;
  /** Opening + transactions, or null without an opening balance. */
  readonly expectedClosing: string | null;
  /** Closing − expected; "0.00" when it reconciles; null when there is nothing to compare. */
  readonly difference: string | null;
  /** True when opening + transactions = closing; null when the statement has no opening or closing balance. */
  readonly reconciled: boolean | null;
  /** First and last date of the statement (balances, else bookings); "" when unknown. */
  readonly from: string;
  readonly to: string;
  /** Transactions whose currency is not the statement's. */
  readonly foreignCurrencyRows: number;
}

/** Opening balance + transactions = closing balance, exactly (the check accountants do by hand). */
export function checkStatement(statement: BankStatement): StatementCheck {
  let moneyIn = 0n;
  let moneyOut = 0n;
  let foreign = 0;
  let first = "";
  let last = "";
  for (const t of statement.transactions) {
    if (t.currency !== statement.currency) foreign++;
    if (t.bookingDate && (first === "" || t.bookingDate < first)) first = t.bookingDate;
    if (t.bookingDate > last) last = t.bookingDate;
    if (NOT_BOOKED.has(t.status)) continue;
    const amount = toScaled(t.amount);
    if (amount >= 0n) moneyIn += amount;
    else moneyOut -= amount;
  }
  const opening = statement.openingBalance;
  const closing = statement.closingBalance;
  const expected = opening ? toScaled(opening.amount) + moneyIn - moneyOut : null;
  const difference = expected !== null && closing ? toScaled(closing.amount) - expected : null;
  return {
    moneyIn: formatScaled(moneyIn),
    moneyOut: formatScaled(moneyOut),
    expectedClosing: expected === null ? null : formatScaled(expected),
    difference: difference === null ? null : formatScaled(difference),
    reconciled: foreign > 0 ? false : difference === null ? null : difference === 0n,
    from: opening?.date || first,
    to: closing?.date || last,
    foreignCurrencyRows: foreign,
  };
}

export type BatchIssue =
  | { readonly kind: "mixed-currencies"; readonly message: string; readonly currencies: readonly string[] }
  | { readonly kind: "duplicate-statement"; readonly message: string; readonly account: string }
  | { readonly kind: "gap"; readonly message: string; readonly account: string }
  | { readonly kind: "balance-break"; readonly message: string; readonly account: string }
  | { readonly kind: "foreign-currency-rows"; readonly message: string; readonly account: string };

/** Checks across all loaded statements: currencies, statements loaded twice, missing statements. */
export function checkBatch(statements: readonly BankStatement[]): BatchIssue[] {
  const issues: BatchIssue[] = [];
  const currencies = [...new Set(statements.map((s) => s.currency).filter(Boolean))].sort();
  if (currencies.length > 1) {
    issues.push({
      kind: "mixed-currencies",
      currencies,
      message: `The statements are in ${currencies.length} currencies (${currencies.join(", ")}); totals are shown per currency and never added across currencies.`,
    });
  }
  for (const statement of statements) {
    const foreign = statement.transactions.filter((t) => t.currency !== statement.currency).length;
    if (foreign > 0) {
      issues.push({
        kind: "foreign-currency-rows",
        account: statement.account,
        message: `${describe(statement)} has ${foreign} transaction(s) in another currency than the statement (${statement.currency}).`,
      });
    }
  }
  const seen = new Map<string, BankStatement>();
  const unique: BankStatement[] = [];
  for (const statement of statements) {
    const key = duplicateKey(statement);
    const earlier = seen.get(key);
    if (earlier) {
      issues.push({
        kind: "duplicate-statement",
        account: statement.account,
        message: `${describe(statement)} was loaded twice (${earlier.fileName} ${earlier.location} and ${statement.fileName} ${statement.location}); it is counted once in the checks below.`,
      });
    } else {
      seen.set(key, statement);
      unique.push(statement);
    }
  }
  issues.push(...findGaps(unique));
  return issues;
}

function findGaps(statements: readonly BankStatement[]): BatchIssue[] {
  const issues: BatchIssue[] = [];
  for (const list of groupByAccount(statements)) {
    const sorted = [...list].sort(compareStatements);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1];
      const next = sorted[i];
      if (!previous || !next) continue;
      const a = Number(previous.number);
      const b = Number(next.number);
      const numbered = /^\d+$/.test(previous.number) && /^\d+$/.test(next.number) && a > 0 && b > 0;
      if (numbered && b > a + 1) {
        const missing = b - a === 2 ? `statement ${a + 1} is` : `statements ${a + 1} to ${b - 1} are`;
        issues.push({
          kind: "gap",
          account: next.account,
          message: `Account ${next.account}: ${missing} missing between statement ${a} and statement ${b}.`,
        });
      } else if (
        previous.closingBalance &&
        next.openingBalance &&
        toScaled(previous.closingBalance.amount) !== toScaled(next.openingBalance.amount)
      ) {
        issues.push({
          kind: "balance-break",
          account: next.account,
          message: `Account ${next.account}: the closing balance of ${previous.closingBalance.date} (${previous.closingBalance.amount}) is not the opening balance of the next statement (${next.openingBalance.amount}); a statement may be missing.`,
        });
      }
    }
  }
  return issues;
}

function compareStatements(a: BankStatement, b: BankStatement): number {
  const dateA = a.openingBalance?.date ?? a.closingBalance?.date ?? "";
  const dateB = b.openingBalance?.date ?? b.closingBalance?.date ?? "";
  if (dateA !== dateB) return dateA < dateB ? -1 : 1;
  const numberA = Number(a.number) || 0;
  const numberB = Number(b.number) || 0;
  if (numberA !== numberB) return numberA - numberB;
  return (Number(a.sequence) || 0) - (Number(b.sequence) || 0);
}

function duplicateKey(s: BankStatement): string {
  return [
    s.account,
    s.currency,
    s.number,
    s.sequence,
    s.openingBalance?.date,
    s.openingBalance?.amount,
    s.closingBalance?.date,
    s.closingBalance?.amount,
    s.transactions.length,
  ].join("|");
}

function describe(statement: BankStatement): string {
  const number = statement.number ? ` number ${statement.number}` : "";
  return `The statement${number} of account ${statement.account}`;
}
