import type { BankStatement, BankTransaction, ParseFailure, Result } from "../model";
import { readAccount } from "./account";
import type { TransactionInformation } from "./information";
import { parseStatementLine, type StatementLine } from "./parse-61";
import { parseInformation } from "./parse-86";
import { parseMt940Balance } from "./parse-balance";
import { scanMt940Fields } from "./tokenize";

type MutableStatement = {
  -readonly [K in keyof BankStatement]: BankStatement[K];
} & { transactions: BankTransaction[] };

/**
 * Parses MT940 text (one or more statements) into the normalised model. The first problem ends the
 * file with a message naming the line; an MT940 file is read as a whole or not at all, so an
 * accountant never gets half a statement.
 */
export function parseMt940(text: string, fileName: string): Result<BankStatement[], ParseFailure> {
  let lastLine = 1;
  const statements: MutableStatement[] = [];
  let statement: MutableStatement | null = null;
  // A :61: waits here for the :86: that may follow it, so each row is built once.
  let pending: StatementLine | null = null;
  const intern = createInterner();
  const flush = (info: TransactionInformation | null): void => {
    if (pending && statement)
      statement.transactions.push(toTransaction(pending, info, statement.currency, intern));
    pending = null;
  };
  let failure: ParseFailure | null = null;
  const fail = (line: number, message: string): boolean => {
    failure = { line, message };
    return true;
  };

  scanMt940Fields(text, (tag, value, line) => {
    lastLine = line;
    if (tag !== "86") flush(null);
    if (tag === "20") {
      if (statement) {
        const problem = checkComplete(statement);
        if (problem) return fail(line, problem);
      }
      statement = newStatement(fileName, value, line);
      statements.push(statement);
      return false;
    }
    if (!statement) {
      if (tag === "NS") return false;
      return fail(line, `the tag :${tag}: comes before the first statement (:20:).`);
    }
    switch (tag) {
      case "25":
        statement.account = readAccount(value.replaceAll("\n", " "));
        break;
      case "28":
      case "28C": {
        const [number = "", sequence = ""] = value.replaceAll("\n", "").trim().split("/");
        statement.number = number.trim();
        statement.sequence = sequence.trim();
        break;
      }
      case "60F":
      case "60M":
      case "62F":
      case "62M":
      case "64": {
        const balance = parseMt940Balance(value.replaceAll("\n", ""));
        if (typeof balance === "string")
          return fail(line, `the balance (:${tag}:) is not valid: ${balance}.`);
        if (tag.startsWith("60")) {
          statement.openingBalance = balance;
          statement.currency = balance.currency;
        } else if (tag.startsWith("62")) statement.closingBalance = balance;
        else statement.closingAvailableBalance = balance;
        break;
      }
      case "61": {
        if (!statement.openingBalance) {
          return fail(line, "a transaction (:61:) comes before the opening balance (:60F:).");
        }
        if (statement.closingBalance) {
          return fail(line, "a transaction (:61:) comes after the closing balance (:62F:).");
        }
        const parsed = parseStatementLine(value);
        if (typeof parsed === "string") return fail(line, `the transaction (:61:) is not valid: ${parsed}.`);
        pending = parsed;
        break;
      }
      case "86": {
        // Without a :61: before it, :86: is statement-level information (such as ING's /SUM/).
        if (pending) flush(parseInformation(value));
        break;
      }
      default:
        break; // :21:, :65:, :NS:, :13D: carry nothing the converter shows
    }
    return false;
  });
  if (failure) return { ok: false, error: failure };
  flush(null);
  if (!statement) {
    return {
      ok: false,
      error: { line: 1, message: "the file has no statement: an MT940 statement starts with the tag :20:." },
    };
  }
  const problem = checkComplete(statement);
  if (problem) return { ok: false, error: { line: lastLine, message: problem } };
  return { ok: true, value: statements };
}

function newStatement(fileName: string, value: string, line: number): MutableStatement {
  return {
    fileName,
    format: "mt940",
    statementId: value.replaceAll("\n", " ").trim(),
    account: "",
    currency: "",
    number: "",
    sequence: "",
    openingBalance: null,
    closingBalance: null,
    closingAvailableBalance: null,
    transactions: [],
    location: `line ${line}`,
  };
}

function checkComplete(statement: MutableStatement): string | null {
  const where = `The statement that starts at ${statement.location}`;
  if (!statement.account) return `${where} has no account (:25:).`;
  if (!statement.openingBalance) return `${where} has no opening balance (:60F:).`;
  if (!statement.closingBalance) {
    return `${where} has no closing balance (:62F:); the file may be incomplete.`;
  }
  return null;
}

/**
 * Dates, codes, BICs and accounts repeat across hundreds of thousands of rows; keeping one copy of
 * each makes the parsed file smaller and the garbage collector's work (most of the parse time) lighter.
 */
function createInterner(): (value: string) => string {
  const seen = new Map<string, string>();
  return (value) => {
    if (value === "") return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    if (seen.size < 100_000) seen.set(value, value);
    return value;
  };
}

function toTransaction(
  line: StatementLine,
  info: TransactionInformation | null,
  currency: string,
  intern: (value: string) => string,
): BankTransaction {
  const gvc = info?.gvc && info.gvc !== "000" ? ` ${info.gvc}` : "";
  return {
    bookingDate: intern(line.bookingDate),
    valueDate: intern(line.valueDate),
    amount: line.amount,
    currency,
    counterpartyName: info?.counterpartyName ?? "",
    counterpartyAccount: intern(info?.counterpartyAccount || supplementaryAccount(line.supplementary)),
    counterpartyBic: intern(info?.counterpartyBic ?? ""),
    ultimateParty: info?.ultimateParty ?? "",
    description: info?.description ?? "",
    endToEndId: info?.endToEndId ?? "",
    mandateId: info?.mandateId ?? "",
    creditorId: info?.creditorId ?? "",
    creditorReference: info?.creditorReference ?? "",
    customerReference: line.customerReference,
    bankReference: line.bankReference,
    batchReference: info?.batchReference ?? "",
    bankTransactionCode: intern(gvc ? `${line.typeCode}${gvc}` : line.typeCode),
    transactionType: info?.transactionType ?? "",
    charges: "",
    reversal: line.reversal,
    status: "",
  };
}

/** Rabobank and de Volksbank put the counterparty's IBAN on the second line of :61:. */
function supplementaryAccount(supplementary: string): string {
  const candidate = supplementary.split(/\s+/)[0] ?? "";
  return /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(candidate) ? candidate : "";
}
