import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import { toScaled } from "../../../core/bank/decimal";
import type { BankStatement, BankTransaction } from "../../../core/bank/model";
import { CORPUS_BANK, Mismatches, printSummary } from "./support/corpus";

/** One row of a truth file: signed decimal amount, ISO date, whitespace-collapsed counterparty. */
interface TruthRow {
  date: string;
  amount: string;
  counterparty?: string | null;
  iban?: string;
  account?: string;
  currency?: string;
}

interface Truth {
  file: string;
  transactions: number;
  sumCents: number | null;
  balanceChain: boolean | null;
  balances: Record<string, { opening: string; closing: string }> | null;
  rows: TruthRow[];
}

const FOLDER = join(CORPUS_BANK, "../bank-csv");
const present = existsSync(FOLDER);
if (!present) console.warn(`[corpus] ${FOLDER} is absent: the bank CSV corpus test is skipped.`);
const ids = present
  ? readdirSync(FOLDER)
      .filter((name) => name.endsWith(".truth.json"))
      .map((name) => name.slice(0, -".truth.json".length))
      .sort()
  : [];
const results = new Map<string, string[]>();

/** The truth keys a statement by account, or by currency where the file has no account column. */
function keyOf(statement: BankStatement): string {
  return statement.account || statement.currency;
}

function rowKey(row: TruthRow): string {
  return (row.account ?? "").replace(/\s/g, "") || row.currency || "EUR";
}

function sameRows(ours: readonly BankTransaction[], truth: readonly TruthRow[]): string[] {
  const problems: string[] = [];
  truth.forEach((expected, index) => {
    const actual = ours[index];
    if (!actual) return;
    const at = `row ${index + 1}`;
    if (actual.bookingDate !== expected.date)
      problems.push(`${at} date ${actual.bookingDate} ≠ ${expected.date}`);
    if (toScaled(actual.amount) !== toScaled(expected.amount))
      problems.push(`${at} amount ${actual.amount} ≠ ${expected.amount}`);
    if (actual.counterpartyName !== (expected.counterparty ?? ""))
      problems.push(
        `${at} counterparty ${JSON.stringify(actual.counterpartyName)} ≠ ${JSON.stringify(expected.counterparty)}`,
      );
    if (expected.iban !== undefined && actual.counterpartyAccount !== expected.iban)
      problems.push(`${at} iban ${actual.counterpartyAccount} ≠ ${expected.iban}`);
  });
  return problems;
}

function checkFile(id: string): string[] {
  const check = new Mismatches();
  const truth = JSON.parse(readFileSync(join(FOLDER, `${id}.truth.json`), "utf8")) as Truth;
  const result = convertBankFile(truth.file, new Uint8Array(readFileSync(join(FOLDER, truth.file))));
  if (!result.ok) return [`refused: ${result.error.message}`];
  const { statements, warnings } = result.value;
  const all = statements.flatMap((s) => s.transactions);
  check.same("transaction count", all.length, truth.transactions);
  if (truth.sumCents !== null) {
    const sum = all.reduce((total, t) => total + toScaled(t.amount), 0n);
    check.same("sum in cents", Number(sum / 1000n), truth.sumCents);
  }
  const byKey = new Map<string, TruthRow[]>();
  for (const row of truth.rows) byKey.set(rowKey(row), [...(byKey.get(rowKey(row)) ?? []), row]);
  check.same("statements (one per account)", statements.length, byKey.size);
  for (const [key, rows] of byKey) {
    const statement = statements.find((s) => keyOf(s) === key);
    if (!statement) {
      check.list.push(`no statement for ${key}`);
      continue;
    }
    // A statement runs oldest first; the bank may list newest first.
    const forward = sameRows(statement.transactions, rows);
    const backward = sameRows([...statement.transactions].reverse(), rows);
    check.list.push(...(backward.length < forward.length ? backward : forward));
    const balances = truth.balances?.[key];
    if (truth.balanceChain && balances) {
      check.sameAmount(`${key} opening`, statement.openingBalance?.amount, balances.opening);
      check.sameAmount(`${key} closing`, statement.closingBalance?.amount, balances.closing);
    }
  }
  const breaks = warnings.filter((w) => w.code === "csv_balance_break").length;
  if (truth.balanceChain === false && breaks === 0) check.list.push("the balance breaks are not reported");
  if (truth.balanceChain === true && breaks > 0)
    check.list.push(`${breaks} balance breaks reported on a chain that holds`);
  if (
    truth.balanceChain === null &&
    statements.some((s) => s.openingBalance && !hasBalanceColumn(result.value.csv?.roles))
  )
    check.list.push("a balance was invented");
  return check.list;
}

function hasBalanceColumn(roles: readonly (string | null)[] | undefined): boolean {
  return roles?.some((role) => role === "balanceAfter" || role === "balanceBefore") ?? false;
}

describe.skipIf(!present)("bank CSV corpus: every dev export converts and matches its truth", () => {
  afterAll(() => printSummary("bank-csv", results));

  it.each(ids)("%s", (id) => {
    const problems = checkFile(id);
    results.set(id, problems);
    expect(problems).toEqual([]);
  });
});
