import { type BankText, renderBankText } from "./bank-text";
import { formatScaled, toScaled } from "./decimal";
import { groupByAccount } from "./group-by-account";
import type { BankStatement } from "./model";

/** Entry statuses that are not part of the booked balance (CAMT Sts). */
export const NOT_BOOKED: ReadonlySet<string> = new Set(["PDNG", "INFO", "FUTR"]);

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

/** `message` is English; `text` words it in another language (bank-text.ts). */
export type BatchIssue = { readonly message: string; readonly text: BankText } & (
  | { readonly kind: "mixed-currencies"; readonly currencies: readonly string[] }
  | { readonly kind: "duplicate-statement"; readonly account: string }
  | { readonly kind: "gap"; readonly account: string }
  | { readonly kind: "balance-break"; readonly account: string }
  | { readonly kind: "foreign-currency-rows"; readonly account: string }
);

/** Checks across all loaded statements: currencies, statements loaded twice, missing statements. */
export function checkBatch(statements: readonly BankStatement[]): BatchIssue[] {
  const issues: BatchIssue[] = [];
  const currencies = [...new Set(statements.map((s) => s.currency).filter(Boolean))].sort();
  if (currencies.length > 1) {
    issues.push({
      kind: "mixed-currencies",
      currencies,
      ...worded({
        code: "issue_mixed_currencies",
        values: { count: currencies.length, currencies: currencies.join(", ") },
      }),
    });
  }
  for (const statement of statements) {
    const foreign = statement.transactions.filter((t) => t.currency !== statement.currency).length;
    if (foreign > 0) {
      issues.push({
        kind: "foreign-currency-rows",
        account: statement.account,
        ...worded({
          code: "issue_foreign_rows",
          values: { count: foreign, currency: statement.currency },
          details: [describe(statement)],
        }),
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
        ...worded({
          code: "issue_duplicate",
          values: {
            firstFile: earlier.fileName,
            firstLocation: earlier.location,
            secondFile: statement.fileName,
            secondLocation: statement.location,
          },
          details: [describe(statement)],
        }),
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
      // Not every bank numbers its statements one by one (ABN AMRO skips): balances that chain exactly
      // say nothing is missing, whatever the numbers say.
      const chained =
        previous.closingBalance !== null &&
        next.openingBalance !== null &&
        toScaled(previous.closingBalance.amount) === toScaled(next.openingBalance.amount);
      if (numbered && b > a + 1 && !chained) {
        const around = { account: next.account, before: a, after: b };
        issues.push({
          kind: "gap",
          account: next.account,
          ...worded(
            b - a === 2
              ? { code: "issue_gap_one", values: { ...around, missing: a + 1 } }
              : { code: "issue_gap_many", values: { ...around, first: a + 1, last: b - 1 } },
          ),
        });
      } else if (
        previous.closingBalance &&
        next.openingBalance &&
        toScaled(previous.closingBalance.amount) !== toScaled(next.openingBalance.amount)
      ) {
        issues.push({
          kind: "balance-break",
          account: next.account,
          ...worded({
            code: "issue_balance_break",
            values: {
              account: next.account,
              date: previous.closingBalance.date,
              closing: previous.closingBalance.amount,
              opening: next.openingBalance.amount,
            },
          }),
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

function describe(statement: BankStatement): BankText {
  return statement.number
    ? { code: "statement_numbered", values: { number: statement.number, account: statement.account } }
    : { code: "statement_unnumbered", values: { account: statement.account } };
}

function worded(text: BankText): { readonly message: string; readonly text: BankText } {
  return { message: renderBankText(text), text };
}
