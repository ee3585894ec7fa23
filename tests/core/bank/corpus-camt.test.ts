import { afterAll, describe, expect, it } from "vitest";
import { convertBankFile } from "../../../core/bank/convert-file";
import { toScaled } from "../../../core/bank/decimal";
import type { Balance, BankStatement, BankTransaction } from "../../../core/bank/model";
import {
  corpusAvailable,
  listCorpus,
  Mismatches,
  printSummary,
  readCorpusFile,
  readTruth,
} from "./support/corpus";

/** genkgo/camt's expectations, flattened by the corpus (README: `minor` is signed, DBIT negative). */
interface TruthBalance {
  type: string;
  amount: string;
  currency: string;
  date: string | null;
}

interface TruthEntry {
  amount: { amount: string; currency: string };
  status: string | null;
  booking: string | null;
  value: string | null;
  reversal: boolean;
  reference: string | null;
  accountServicerReference: string | null;
  details: number;
}

interface TruthRecord {
  id: string | null;
  account: { iban: string | null; identification: string | null };
  balances: TruthBalance[];
  entries: TruthEntry[];
}

interface Truth {
  messageType: "camt052" | "camt053" | "camt054";
  records: TruthRecord[];
  xmlCounts: { records: number; entries: number };
  truthComplete: boolean;
}

const FORMATS = { camt052: "camt.052", camt053: "camt.053", camt054: "camt.054" } as const;
const present = corpusAvailable("camt");
const names = present ? listCorpus("camt", ".xml") : [];
const results = new Map<string, string[]>();

function compareBalance(
  check: Mismatches,
  what: string,
  ours: Balance | null,
  truth: TruthBalance | undefined,
): void {
  if (!truth) return;
  if (!ours) {
    check.list.push(`${what}: missing, truth ${truth.amount}`);
    return;
  }
  check.sameAmount(`${what} amount`, ours.amount, truth.amount);
  check.same(`${what} currency`, ours.currency, truth.currency);
  if (truth.date) check.same(`${what} date`, ours.date, truth.date);
}

/**
 * Our rows for one entry: one row, or one per TxDtls when the batch was split (its rows add up to the
 * entry). Returns how many rows the entry took.
 */
function compareEntry(
  check: Mismatches,
  at: string,
  rows: readonly BankTransaction[],
  truth: TruthEntry,
): number {
  const first = rows[0];
  if (!first) {
    check.list.push(`${at}: missing`);
    return 0;
  }
  const split = truth.details > 1 && toScaled(first.amount) !== toScaled(truth.amount.amount);
  const taken = split ? rows.slice(0, truth.details) : [first];
  const total = taken.reduce((sum, row) => sum + toScaled(row.amount), 0n);
  check.sameAmount(
    `${at} amount`,
    first.amount === undefined ? undefined : formatTotal(total),
    truth.amount.amount,
  );
  for (const row of taken) {
    check.same(`${at} currency`, row.currency, truth.amount.currency);
    if (truth.booking) check.same(`${at} booking date`, row.bookingDate, truth.booking);
    if (truth.value) check.same(`${at} value date`, row.valueDate, truth.value);
    check.same(`${at} reversal`, row.reversal, truth.reversal);
    if (truth.status) check.same(`${at} status`, row.status, truth.status);
    if (truth.accountServicerReference && !split)
      check.same(`${at} bank reference`, row.bankReference, truth.accountServicerReference);
  }
  return taken.length;
}

function formatTotal(total: bigint): string {
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? "-" : ""}${abs / 100_000n}.${(abs % 100_000n).toString().padStart(5, "0")}`;
}

function compareRecord(check: Mismatches, where: string, ours: BankStatement, truth: TruthRecord): void {
  if (truth.id) check.same(`${where} id`, ours.statementId, truth.id);
  const account = truth.account.iban ?? truth.account.identification;
  if (account) check.same(`${where} account`, ours.account, account);
  const balance = (type: string): TruthBalance | undefined => truth.balances.find((b) => b.type === type);
  compareBalance(check, `${where} opening`, ours.openingBalance, balance("opening"));
  compareBalance(check, `${where} closing`, ours.closingBalance, balance("closing"));
  compareBalance(
    check,
    `${where} closing available`,
    ours.closingAvailableBalance,
    balance("closing_available"),
  );
  let row = 0;
  truth.entries.forEach((entry, index) => {
    row += compareEntry(check, `${where} entry ${index + 1}`, ours.transactions.slice(row), entry);
  });
  check.same(`${where} rows left over`, ours.transactions.length - row, 0);
}

function checkFile(name: string): string[] {
  const check = new Mismatches();
  const truth = readTruth<Truth>("camt", name);
  const result = convertBankFile(`${name}.xml`, readCorpusFile("camt", `${name}.xml`));
  if (!result.ok)
    return [
      `refused: ${result.error.message} (line ${result.error.line ?? "?"}, ${result.error.element ?? ""})`,
    ];
  const { statements, format } = result.value;
  check.same("format", format, FORMATS[truth.messageType]);
  // Where genkgo's dump collapsed repeated objects (truthComplete false), the XML counts are the truth for counts.
  check.same("statement count", statements.length, truth.xmlCounts.records);
  if (truth.truthComplete) {
    const entries = truth.records.reduce((n, r) => n + r.entries.length, 0);
    check.same("entry count", entries, truth.xmlCounts.entries);
  }
  truth.records.forEach((record, index) => {
    const ours = truth.truthComplete
      ? statements[index]
      : statements.find((s) => s.statementId === record.id);
    if (!ours) check.list.push(`record ${index + 1} (${record.id}) has no statement`);
    else compareRecord(check, `statement ${index + 1}`, ours, record);
  });
  return check.list;
}

describe.skipIf(!present)("CAMT.052/053/054 corpus: every real file converts and matches its truth", () => {
  afterAll(() => printSummary("camt", results));

  it.each(names)("%s", (name) => {
    const problems = checkFile(name);
    results.set(name, problems);
    expect(problems).toEqual([]);
  });
});
