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

/** A balance in the truth (WoLpH/mt940 as converted by the corpus; README caveats apply). */
interface TruthBalance {
  status: string;
  date: string;
  amount: string;
  currency: string;
}

interface TruthTransaction {
  date: string;
  entry_date?: string | null;
  amount: string;
  currency: string | null;
  status: string;
  customer_reference: string | null;
  bank_reference: string | null;
}

interface TruthStatement {
  transactionReference: string | null;
  account: string | null;
  statementNumber: string | null;
  sequenceNumber: string | null;
  opening: TruthBalance | null;
  closing: TruthBalance | null;
  intermediateOpening?: TruthBalance | null;
  intermediateClosing?: TruthBalance | null;
  available?: TruthBalance | null;
  transactions: TruthTransaction[];
}

interface Truth {
  splitMode: "single" | "split-verified" | "aggregated";
  statements: TruthStatement[];
}

const present = corpusAvailable("mt940");
const names = present ? listCorpus("mt940", ".sta") : [];
const results = new Map<string, string[]>();

/** Nothing in the truth at all: the file holds no statement, and a refusal that says so is the right answer. */
function truthIsEmpty(truth: Truth): boolean {
  return truth.statements.every(
    (s) =>
      s.transactions.length === 0 &&
      !s.transactionReference &&
      !s.account &&
      !s.statementNumber &&
      !s.opening &&
      !s.closing &&
      !s.intermediateOpening &&
      !s.intermediateClosing &&
      !s.available,
  );
}

function compareBalance(
  check: Mismatches,
  what: string,
  ours: Balance | null,
  truth: TruthBalance | null,
): void {
  // WoLpH reads a :62M: without its currency ("C020315105000,00") as currency "105"; that truth is wrong.
  if (!truth || !/^[A-Z]{3}$/.test(truth.currency)) return;
  if (!ours) {
    check.list.push(`${what}: missing, truth ${truth.amount}`);
    return;
  }
  check.sameAmount(`${what} amount`, ours.amount, truth.amount);
  check.same(`${what} date`, ours.date, truth.date);
  check.same(`${what} currency`, ours.currency, truth.currency);
}

/** WoLpH keeps the bare amount's sign for RC/RD (README caveat 1): a reversal of a credit is money out. */
function truthAmount(transaction: TruthTransaction): string {
  const bare = transaction.amount.replace(/^-/, "");
  if (transaction.status === "RC") return `-${bare}`;
  if (transaction.status === "RD") return bare;
  return transaction.amount;
}

/**
 * WoLpH cuts the customer reference at 16 characters, so a `//` inside it (or one `/` at its end) means
 * its split differs from SWIFT's. Placeholders (NONREF, and the Dutch pointers EREF/PREF/MARF/KREF to
 * the reference in :86:) are empty in our model.
 */
const PLACEHOLDER = new Set(["NONREF", "NOTPROVIDED", "EREF", "PREF", "MARF", "KREF"]);

function compareTransactions(
  check: Mismatches,
  where: string,
  ours: readonly BankTransaction[],
  truth: readonly TruthTransaction[],
): void {
  check.same(`${where} transaction count`, ours.length, truth.length);
  truth.forEach((expected, index) => {
    const actual = ours[index];
    if (!actual) return;
    const at = `${where} transaction ${index + 1}`;
    check.sameAmount(`${at} amount`, actual.amount, truthAmount(expected));
    check.same(`${at} value date`, actual.valueDate, expected.date);
    if (expected.entry_date) check.same(`${at} booking date`, actual.bookingDate, expected.entry_date);
    if (expected.currency) check.same(`${at} currency`, actual.currency, expected.currency);
    const customer = expected.customer_reference?.trim().replace(/\/$/, "") ?? "";
    if (!customer.includes("//")) {
      if (customer && !PLACEHOLDER.has(customer))
        check.same(`${at} customer reference`, actual.customerReference, customer);
      if (expected.bank_reference)
        check.same(`${at} bank reference`, actual.bankReference, expected.bank_reference.trim());
    }
  });
}

function compareStatement(
  check: Mismatches,
  where: string,
  ours: BankStatement,
  truth: TruthStatement,
): void {
  if (truth.transactionReference)
    check.same(`${where} reference (:20:)`, ours.statementId, truth.transactionReference.trim());
  if (truth.statementNumber) check.same(`${where} number`, ours.number, truth.statementNumber.trim());
  if (truth.sequenceNumber) check.same(`${where} sequence`, ours.sequence, truth.sequenceNumber.trim());
  // WoLpH reads a later mis-tagged :25: (German :86: text) as the account; such a "account" is not one.
  if (truth.account && !/[?+]/.test(truth.account)) {
    const written = truth.account.replace(/\s/g, "");
    if (!ours.account || !written.includes(ours.account.replace(/\s/g, "")))
      check.list.push(
        `${where} account: ours ${JSON.stringify(ours.account)}, truth ${JSON.stringify(truth.account)}`,
      );
  }
  // Caveat 2: the truth keeps :60M:/:62M: apart; our statement uses them when there is no :60F:/:62F:.
  compareBalance(
    check,
    `${where} opening`,
    ours.openingBalance,
    truth.opening ?? truth.intermediateOpening ?? null,
  );
  compareBalance(
    check,
    `${where} closing`,
    ours.closingBalance,
    truth.closing ?? truth.intermediateClosing ?? null,
  );
  compareBalance(check, `${where} available`, ours.closingAvailableBalance, truth.available ?? null);
  compareTransactions(check, where, ours.transactions, truth.transactions);
}

function checkFile(name: string): string[] {
  const check = new Mismatches();
  const truth = readTruth<Truth>("mt940", name);
  const result = convertBankFile(`${name}.sta`, readCorpusFile("mt940", `${name}.sta`));
  if (truthIsEmpty(truth)) {
    if (result.ok && result.value.statements.some((s) => s.transactions.length > 0 || s.openingBalance))
      check.list.push("the file holds no statement, yet statements were read");
    if (!result.ok && result.error.message.length < 20)
      check.list.push(`refusal says too little: ${result.error.message}`);
    return check.list;
  }
  if (!result.ok) return [`refused: ${result.error.message} (line ${result.error.line ?? "?"})`];
  const statements = result.value.statements;
  if (truth.splitMode === "aggregated") {
    // One truth statement for the whole file: its transactions span every statement, and each of its
    // balances is the last seen of its kind (:60F:, :62F:, :60M:, :62M:), so each must be one of ours.
    const expected = truth.statements[0];
    if (!expected) return ["no truth statement"];
    const openings = statements.map((s) => s.openingBalance?.amount);
    const closings = statements.map((s) => s.closingBalance?.amount);
    for (const [what, balance, ours] of [
      ["opening", expected.opening, openings],
      ["closing", expected.closing, closings],
      ["intermediate opening", expected.intermediateOpening, openings],
      ["intermediate closing", expected.intermediateClosing, closings],
    ] as const) {
      if (
        balance &&
        !ours.some((amount) => amount !== undefined && toScaled(amount) === toScaled(balance.amount))
      )
        check.list.push(`${what} ${balance.amount} is none of ours (${ours.join(", ")})`);
    }
    compareTransactions(
      check,
      "file",
      statements.flatMap((s) => s.transactions),
      expected.transactions,
    );
    return check.list;
  }
  check.same("statement count", statements.length, truth.statements.length);
  truth.statements.forEach((expected, index) => {
    const ours = statements[index];
    if (ours) compareStatement(check, `statement ${index + 1}`, ours, expected);
  });
  return check.list;
}

describe.skipIf(!present)("MT940/MT942 corpus: every real file converts and matches its truth", () => {
  afterAll(() => printSummary("mt940", results));

  it.each(names)("%s", (name) => {
    const problems = checkFile(name);
    results.set(name, problems);
    expect(problems).toEqual([]);
  });
});
