import type { BankStatement, BankTransaction, ParseFailure, Result } from "../model";
import { readAccount } from "./account";
import type { TransactionInformation } from "./information";
import { parseStatementLine, type StatementLine } from "./parse-61";
import { parseInformation } from "./parse-86";
import { parseMt940Balance } from "./parse-balance";
import { iterateMt940Fields, type Mt940Field } from "./tokenize";

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
  const flush = (info: TransactionInformation | null): void => {
    if (pending && statement) statement.transactions.push(toTransaction(pending, info, statement.currency));
    pending = null;
  };
  const fail = (line: number, message: string): Result<BankStatement[], ParseFailure> => ({
    ok: false,
    error: { line, message },
  });

  for (const field of iterateMt940Fields(text)) {
    lastLine = field.line;
    if (field.tag !== "86") flush(null);
    if (field.tag === "20") {
      if (statement) {
        const problem = checkComplete(statement);
        if (problem) return fail(field.line, problem);
      }
      statement = newStatement(fileName, field);
      statements.push(statement);
      continue;
    }
    if (!statement) {
      if (field.tag === "NS") continue;
      return fail(field.line, `the tag :${field.tag}: comes before the first statement (:20:).`);
    }
    switch (field.tag) {
      case "25":
        statement.account = readAccount(field.value.replaceAll("\n", " "));
        break;
      case "28":
      case "28C": {
        const [number = "", sequence = ""] = field.value.replaceAll("\n", "").trim().split("/");
        statement.number = number.trim();
        statement.sequence = sequence.trim();
        break;
      }
      case "60F":
      case "60M":
      case "62F":
      case "62M":
      case "64": {
        const balance = parseMt940Balance(field.value.replaceAll("\n", ""));
        if (typeof balance === "string")
          return fail(field.line, `the balance (:${field.tag}:) is not valid: ${balance}.`);
        if (field.tag.startsWith("60")) {
          statement.openingBalance = balance;
          statement.currency = balance.currency;
        } else if (field.tag.startsWith("62")) statement.closingBalance = balance;
        else statement.closingAvailableBalance = balance;
        break;
      }
      case "61": {
        if (!statement.openingBalance) {
          return fail(field.line, "a transaction (:61:) comes before the opening balance (:60F:).");
        }
        if (statement.closingBalance) {
          return fail(field.line, "a transaction (:61:) comes after the closing balance (:62F:).");
        }
        const line = parseStatementLine(field.value);
        if (typeof line === "string")
          return fail(field.line, `the transaction (:61:) is not valid: ${line}.`);
        pending = line;
        break;
      }
      case "86": {
        // Without a :61: before it, :86: is statement-level information (such as ING's /SUM/).
        if (pending) flush(parseInformation(field.value));
        break;
      }
      default:
        break; // :21:, :65:, :NS:, :13D: carry nothing the converter shows
    }
  }
  flush(null);
  if (!statement) {
    return fail(1, "the file has no statement: an MT940 statement starts with the tag :20:.");
  }
  const problem = checkComplete(statement);
  if (problem) return fail(lastLine, problem);
  return { ok: true, value: statements };
}

function newStatement(fileName: string, field: Mt940Field): MutableStatement {
  return {
    fileName,
    format: "mt940",
    statementId: field.value.replaceAll("\n", " ").trim(),
    account: "",
    currency: "",
    number: "",
    sequence: "",
    openingBalance: null,
    closingBalance: null,
    closingAvailableBalance: null,
    transactions: [],
    location: `line ${field.line}`,
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

function toTransaction(
  line: StatementLine,
  info: TransactionInformation | null,
  currency: string,
): BankTransaction {
  const gvc = info?.gvc && info.gvc !== "000" ? ` ${info.gvc}` : "";
  return {
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.amount,
    currency,
    counterpartyName: info?.counterpartyName ?? "",
    counterpartyAccount: info?.counterpartyAccount || supplementaryAccount(line.supplementary),
    counterpartyBic: info?.counterpartyBic ?? "",
    ultimateParty: info?.ultimateParty ?? "",
    description: info?.description ?? "",
    endToEndId: info?.endToEndId ?? "",
    mandateId: info?.mandateId ?? "",
    creditorId: info?.creditorId ?? "",
    creditorReference: info?.creditorReference ?? "",
    customerReference: line.customerReference,
    bankReference: line.bankReference,
    batchReference: info?.batchReference ?? "",
    bankTransactionCode: `${line.typeCode}${gvc}`,
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
