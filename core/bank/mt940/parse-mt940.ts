import type { BankText } from "../bank-text";
import { withEnglish } from "../bank-text";
import { describeContent } from "../describe-content";
import type {
  BankStatement,
  BankTransaction,
  EntryTotal,
  ParsedContent,
  ParseFailure,
  Result,
} from "../model";
import { createWarningList, type WarningList } from "../warning-list";
import { readAccount, readAccountCurrency } from "./account";
import { emptyInformation, type TransactionInformation } from "./information";
import { readEntryTotal, readFloorLimit, readReportTime } from "./interim-fields";
import { createStatementLine, readStatementLineAt, type StatementLine } from "./parse-61";
import { readInformationAt } from "./parse-86";
import { parseMt940Balance } from "./parse-balance";
import { createValueTable } from "./sepa-tags";
import { joinLines, scanMt940Fields } from "./tokenize";

type MutableStatement = {
  -readonly [K in keyof BankStatement]: BankStatement[K];
} & { transactions: BankTransaction[] };

interface InterimState {
  createdAt: string;
  floorLimitDebit: string;
  floorLimitCredit: string;
  debits: EntryTotal | null;
  credits: EntryTotal | null;
}

/** A statement while it is read, with what the checks at its end need to know. */
interface StatementState {
  readonly statement: MutableStatement;
  readonly index: number;
  readonly line: number;
  openingKind: "" | "F" | "M";
  closingKind: "" | "F" | "M";
  interim: InterimState | null;
}

/** Tags that begin a new statement when they come after a closing balance without a :20: first. */
const STARTS_STATEMENT = new Set(["25", "25P", "28", "28C", "60F", "60M", "13", "13D", "34F"]);

/**
 * Parses MT940 and MT942 text (one or more statements, several files concatenated) into the
 * normalised model. Real exports break the standard in many small ways; each deviation that can be
 * read unambiguously is read, each part that cannot is skipped, and both are reported as warnings
 * naming the statement and line. The file is refused only when nothing in it is a statement.
 */
export function parseMt940(input: string, fileName: string): Result<ParsedContent, ParseFailure> {
  const text = hasLoneCr(input) ? input.replace(/\r\n?/g, "\n") : input;
  const states: StatementState[] = [];
  const warnings = createWarningList();
  let state: StatementState | null = null;
  // A :61: waits in `statementLine` for the :86: that may follow it, so each row is built once, and each
  // :61: and :86: of the file is read into the same two objects (none per row).
  const statementLine = createStatementLine();
  const info = emptyInformation();
  const values = createValueTable();
  let pending = false;
  const flush = (withInfo: boolean): void => {
    if (pending && state)
      state.statement.transactions.push(
        toTransaction(statementLine, withInfo ? info : NO_INFORMATION, state.statement.currency),
      );
    pending = false;
  };
  const warn = (line: number, text: BankText): void => {
    warnings.add({ statement: state?.index, line, ...text });
  };
  const begin = (line: number, reference: string): StatementState => {
    if (state) finishStatement(state, warnings);
    state = {
      statement: newStatement(fileName, reference, line),
      index: states.length + 1,
      line,
      openingKind: "",
      closingKind: "",
      interim: null,
    };
    states.push(state);
    return state;
  };
  const readTransactionLine = (start: number, end: number, line: number, firstBreak: number): void => {
    const current = state ?? begin(line, "");
    const unreadable = readStatementLineAt(text, start, end, statementLine, firstBreak);
    if (unreadable) {
      // Its :86: finds no pending line and is skipped with it.
      warn(line, { code: "transaction_skipped", details: [unreadable] });
      return;
    }
    if (statementLine.notes) warn(line, { code: "transaction_note", details: statementLine.notes });
    if (current.closingKind === "F") warn(line, { code: "transaction_after_closing" });
    pending = true;
  };

  scanMt940Fields(text, (tag, start, end, line, breaks) => {
    if (tag === "86") {
      // Without a :61: before it, :86: is statement-level information (such as ING's /SUM/).
      if (pending) {
        readInformationAt(text, start, end, info, values, breaks);
        flush(true);
      }
      return false;
    }
    flush(false);
    if (tag === "61") {
      readTransactionLine(start, end, line, breaks.first);
      return false;
    }
    const value = text.slice(start, end);
    if (tag === "20") {
      const reference = joinLines(value, " ").trim();
      // Header fields written before their :20: (an account, a number) belong to the statement it opens.
      if (
        state &&
        !state.statement.statementId &&
        state.openingKind === "" &&
        state.statement.transactions.length === 0 &&
        !pending
      )
        state.statement.statementId = reference;
      else begin(line, reference);
      return false;
    }
    if (tag === "NS" || tag === "21" || tag === "65") return false;
    const current: StatementState =
      state && !(state.closingKind !== "" && STARTS_STATEMENT.has(tag)) ? state : begin(line, "");
    const statement = current.statement;
    switch (tag) {
      case "25":
      case "25P": {
        const account = readAccount(joinLines(value, " "));
        if (!statement.account) {
          statement.account = account;
          // A statement without balances (an export of a CSV) still has its currency.
          statement.currency ||= readAccountCurrency(joinLines(value, " "));
        } else if (account !== statement.account)
          warn(line, { code: "second_account", values: { tag, account: account.slice(0, 40) } });
        break;
      }
      case "28":
      case "28C":
        readStatementNumber(statement, joinLines(value, "").trim());
        break;
      case "60F":
      case "60M":
      case "62F":
      case "62M":
      case "64": {
        const read = parseMt940Balance(joinLines(value, ""), statement.currency);
        if ("code" in read) {
          warn(line, { code: "balance_unreadable", values: { tag }, details: [read] });
          break;
        }
        if (read.notes.length > 0) warn(line, { code: "balance_note", values: { tag }, details: read.notes });
        const balance = read.balance;
        if (tag === "64") statement.closingAvailableBalance = balance;
        else if (tag.startsWith("60")) {
          if (current.openingKind !== "") warn(line, { code: "second_opening", values: { tag } });
          statement.openingBalance = balance;
          current.openingKind = tag === "60F" ? "F" : "M";
          statement.currency = balance.currency;
        } else if (tag === "62F" || current.closingKind !== "F") {
          if (tag === "62F" && current.closingKind === "F") warn(line, { code: "second_closing" });
          statement.closingBalance = balance;
          current.closingKind = tag === "62F" ? "F" : "M";
          statement.currency ||= balance.currency;
        }
        break;
      }
      case "13":
      case "13D": {
        const interim = interimOf(current);
        const time = readReportTime(joinLines(value, ""));
        if (time === null)
          warn(line, { code: "report_time_unreadable", values: { tag, value: value.trim().slice(0, 20) } });
        else interim.createdAt = time;
        break;
      }
      case "34F": {
        const interim = interimOf(current);
        const limit = readFloorLimit(joinLines(value, ""));
        if (limit === null) {
          warn(line, { code: "floor_limit_unreadable", values: { value: value.trim().slice(0, 30) } });
          break;
        }
        if (limit.mark !== "C") interim.floorLimitDebit = limit.amount;
        if (limit.mark !== "D" && (limit.mark === "C" || !interim.floorLimitCredit))
          interim.floorLimitCredit = limit.amount;
        statement.currency ||= limit.currency;
        break;
      }
      case "90D":
      case "90C": {
        const interim = interimOf(current);
        const total = readEntryTotal(joinLines(value, ""));
        if (total === null)
          warn(line, { code: "entry_total_unreadable", values: { tag, value: value.trim().slice(0, 30) } });
        else if (tag === "90D") interim.debits = total;
        else interim.credits = total;
        statement.currency ||= total?.currency ?? "";
        break;
      }
      default:
        break;
    }
    return false;
  });
  flush(false);
  const last: StatementState | null = state;
  if (last) finishStatement(last, warnings);
  if (states.length === 0) return { ok: false, error: { line: 1, ...withEnglish(describeContent(text)) } };
  noteIntermediateClosings(states, warnings);
  return {
    ok: true,
    value: { statements: states.map((s) => s.statement), warnings: warnings.list() },
  };
}

/** A CR not followed by LF (old Mac line ends), found by jumping from CR to CR: a regex over 50 MB costs. */
function hasLoneCr(text: string): boolean {
  for (let cr = text.indexOf("\r"); cr !== -1; cr = text.indexOf("\r", cr + 2)) {
    if (text.charCodeAt(cr + 1) !== 10) return true;
  }
  return false;
}

function interimOf(state: StatementState): InterimState {
  state.interim ??= { createdAt: "", floorLimitDebit: "", floorLimitCredit: "", debits: null, credits: null };
  return state.interim;
}

/** :28C: 5n[/5n]; ten digits without the slash are read as number and sequence of five each. */
function readStatementNumber(statement: MutableStatement, value: string): void {
  const slash = value.indexOf("/");
  if (slash === -1 && /^\d{10}$/.test(value)) {
    statement.number = value.slice(0, 5);
    statement.sequence = value.slice(5);
    return;
  }
  statement.number = (slash === -1 ? value : value.slice(0, slash)).trim();
  statement.sequence = slash === -1 ? "" : value.slice(slash + 1).trim();
}

function finishStatement(state: StatementState, warnings: WarningList): void {
  const statement = state.statement;
  const warn = (code: BankText["code"]): void =>
    warnings.add({ statement: state.index, line: state.line, code });
  if (state.interim) statement.interim = { ...state.interim };
  if (!statement.statementId) warn("no_reference");
  if (!statement.account) warn("no_account_tag");
  if (!state.interim) {
    if (!statement.openingBalance) warn("no_opening");
    if (!statement.closingBalance) warn("no_closing");
  }
  const currency = statement.currency;
  if (currency && statement.transactions.some((t) => t.currency === "")) {
    statement.transactions = statement.transactions.map((t) => (t.currency ? t : { ...t, currency }));
  }
}

/**
 * A statement split over pages ends each page with :62M: and opens the next with :60M:. Only a last
 * page that ends with :62M: lacks its final closing balance; that one is said.
 */
function noteIntermediateClosings(states: readonly StatementState[], warnings: WarningList): void {
  states.forEach((state, i) => {
    if (state.closingKind !== "M") return;
    const next = states[i + 1];
    if (next && next.openingKind === "M" && next.statement.account === state.statement.account) return;
    warnings.add({
      statement: state.index,
      line: state.line,
      code: "no_final_closing",
    });
  });
}

function newStatement(fileName: string, reference: string, line: number): MutableStatement {
  return {
    fileName,
    format: "mt940",
    statementId: reference,
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

/** What a row without :86: reads as (one object, never written: the same shape as the parser's `info`). */
const NO_INFORMATION = emptyInformation();

function toTransaction(line: StatementLine, info: TransactionInformation, currency: string): BankTransaction {
  const gvc = info.gvc && info.gvc !== "000" ? ` ${info.gvc}` : "";
  return {
    // Dates are one string per day already (makeDate).
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.amount,
    currency,
    counterpartyName: info.counterpartyName,
    // Accounts and BICs are not interned (one string per value): looking each up costs more time than
    // the garbage collector spends on the extra strings (ADR 246).
    counterpartyAccount: info.counterpartyAccount || supplementaryAccount(line.supplementary),
    counterpartyBic: info.counterpartyBic,
    ultimateParty: info.ultimateParty,
    description: info.description,
    endToEndId: info.endToEndId,
    mandateId: info.mandateId,
    creditorId: info.creditorId,
    creditorReference: info.creditorReference,
    customerReference: line.customerReference,
    bankReference: line.bankReference,
    batchReference: info.batchReference,
    // Type codes are one string per code already (readStatementLine).
    bankTransactionCode: gvc ? `${line.typeCode}${gvc}` : line.typeCode,
    transactionType: info.transactionType,
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
