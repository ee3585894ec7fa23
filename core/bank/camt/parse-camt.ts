import { SaxesParser, type SaxesTagPlain } from "saxes";
import { type BankText, type InvalidValueCode, withEnglish } from "../bank-text";
import type { BankStatement, ParsedContent, ParseFailure, Result, StatementFormat } from "../model";
import { createWarningList } from "../warning-list";
import { type CamtDetails, type CamtEntry, entryToTransactions, newDetails, newEntry } from "./camt-entry";
import { applyDetailValue, applyEntryValue } from "./camt-fields";
import {
  applyBalanceValue,
  applyStatementValue,
  type BalanceState,
  newBalanceState,
  newStatementState,
  type StatementState,
  selectBalances,
} from "./camt-statement";
import { findForbiddenXml } from "./xml-guard";

const MESSAGES: Record<string, { format: StatementFormat; statement: string }> = {
  BkToCstmrStmt: { format: "camt.053", statement: "Stmt" },
  BkToCstmrAcctRpt: { format: "camt.052", statement: "Rpt" },
  BkToCstmrDbtCdtNtfctn: { format: "camt.054", statement: "Ntfctn" },
};

/** A value that cannot be read, and where. */
interface Problem {
  readonly text: BankText;
  readonly line: number;
  readonly element: string;
}

class CamtError extends Error {
  constructor(
    readonly text: BankText,
    readonly line: number,
    readonly element: string,
  ) {
    super(text.code);
  }
}

/**
 * Parses ISO 20022 CAMT.053 (and .052/.054) versions .001.02 to .001.13 into the normalised model,
 * streaming with saxes. Elements are matched by local name, so the namespace (and its version) does
 * not matter. Errors name the line and the element path ("Stmt 1 / Ntry 3 / Amt").
 */
export function parseCamt(input: string, fileName: string): Result<ParsedContent, ParseFailure> {
  const forbidden = findForbiddenXml(input);
  if (forbidden) return { ok: false, error: withEnglish(forbidden) };
  const text = withDeclarationAtStart(input);
  const reader = new CamtReader(fileName);
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  reader.parser = parser;
  parser.on("opentag", (tag) => reader.open(tag));
  parser.on("closetag", (tag) => reader.close(tag.name));
  parser.on("text", (text) => reader.text(text));
  parser.on("cdata", (text) => reader.text(text));
  parser.on("doctype", () => {
    throw new CamtError({ code: "doctype_refused" }, parser.line, "");
  });
  try {
    parser.write(text).close();
  } catch (error) {
    return { ok: false, error: reader.describe(error, parser) };
  }
  if (!reader.format) {
    return {
      ok: false,
      error: withEnglish({ code: "not_camt", line: 1 }),
    };
  }
  if (reader.statements.length === 0) {
    // Every statement was skipped: the first reason says more than "no statement".
    const skipped = reader.firstSkipped;
    return {
      ok: false,
      error: withEnglish(skipped ?? { code: "no_statement", element: reader.messageName }),
    };
  }
  return { ok: true, value: { statements: reader.statements, warnings: reader.warnings.list() } };
}

class CamtReader {
  parser: SaxesParser | null = null;
  format: StatementFormat | null = null;
  messageName = "";
  statements: BankStatement[] = [];
  readonly warnings = createWarningList();
  /** Why the first skipped statement was skipped, for a file where every statement was. */
  firstSkipped: (BankText & { line: number; element: string }) | null = null;
  /** The first unreadable value of the entry or balance being read; the part is skipped when it closes. */
  private entryProblem: Problem | null = null;
  private balanceProblem: Problem | null = null;
  private readonly stack: string[] = [];
  private statementTag = "";
  private statementDepth = -1;
  private statement: StatementState | null = null;
  private balanceDepth = -1;
  private balance: BalanceState | null = null;
  private entryDepth = -1;
  private entry: CamtEntry | null = null;
  private detailDepth = -1;
  private detail: CamtDetails | null = null;
  private buffer = "";
  private currency = "";
  /** True between an element's open tag and its first child: only such elements carry a value. */
  private leaf = false;

  constructor(private readonly fileName: string) {}

  open(tag: SaxesTagPlain): void {
    const name = localName(tag.name);
    const depth = this.stack.length;
    this.stack.push(name);
    this.buffer = "";
    this.leaf = true;
    if (name === "Amt" || name === "TtlChrgsAndTaxAmt") this.currency = String(tag.attributes.Ccy ?? "");
    if (depth === 1) {
      // Version 1 named the message with a suffix (BkToCstmrAcctRptV01).
      const message = MESSAGES[name.replace(/V\d\d$/, "")];
      if (message) {
        this.format = message.format;
        this.messageName = name;
        this.statementTag = message.statement;
      }
      return;
    }
    if (depth === 2 && name === this.statementTag) {
      this.statementDepth = depth;
      this.statement = newStatementState(this.parser?.line ?? 0, this.statements.length + 1);
      return;
    }
    if (!this.statement || depth !== this.statementDepth + 1) {
      if (this.entry && name === "TxDtls" && this.detailDepth === -1) {
        this.detailDepth = depth;
        this.detail = newDetails();
      }
      return;
    }
    if (name === "Bal") {
      this.balanceDepth = depth;
      this.balance = newBalanceState();
    } else if (name === "Ntry") {
      this.statement.entries++;
      this.entryDepth = depth;
      this.entry = newEntry(this.parser?.line ?? 0, this.statement.entries);
    }
  }

  text(text: string): void {
    this.buffer += text;
  }

  close(rawName: string): void {
    const name = localName(rawName);
    const depth = this.stack.length - 1;
    const value = this.buffer;
    const leaf = this.leaf;
    this.buffer = "";
    this.leaf = false;
    if (this.detail && depth > this.detailDepth) {
      if (leaf) applyDetailValue(this.detail, this.path(this.detailDepth + 1), value, this.currency, this);
    } else if (this.detail && depth === this.detailDepth) {
      this.entry?.details.push(this.detail);
      this.detail = null;
      this.detailDepth = -1;
    } else if (this.entry && depth > this.entryDepth) {
      if (leaf) applyEntryValue(this.entry, this.path(this.entryDepth + 1), value, this.currency, this);
    } else if (this.entry && depth === this.entryDepth) {
      this.finishEntry(this.entry);
      this.entry = null;
      this.entryDepth = -1;
      this.entryProblem = null;
    } else if (this.balance && depth > this.balanceDepth) {
      if (leaf) applyBalanceValue(this.balance, this.path(this.balanceDepth + 1), value, this.currency, this);
    } else if (this.balance && depth === this.balanceDepth) {
      if (this.balanceProblem) this.skipPart("camt_balance_skipped", this.balanceProblem);
      else this.statement?.balances.push(this.balance);
      this.balance = null;
      this.balanceDepth = -1;
      this.balanceProblem = null;
    } else if (this.statement && depth > this.statementDepth) {
      if (leaf) applyStatementValue(this.statement, this.path(this.statementDepth + 1), value);
    } else if (this.statement && depth === this.statementDepth) {
      const finished = this.finishStatement(this.statement);
      if (finished) this.statements.push(finished);
      this.statement = null;
      this.statementDepth = -1;
    }
    this.stack.pop();
    if (depth === 0 && name !== "Document" && !this.format) {
      throw new CamtError({ code: "root_not_document", values: { name } }, this.parser?.line ?? 0, name);
    }
  }

  /**
   * Called by field readers for a value that cannot be read: the entry or balance it is in is skipped
   * when it closes (ADR 241); a statement-level value is only a warning.
   */
  invalid(what: InvalidValueCode, value: string): void {
    const problem: Problem = {
      text: { code: what, values: { value: value.trim().slice(0, 40) } },
      line: this.parser?.line ?? 0,
      element: this.where(),
    };
    if (this.entry) this.entryProblem ??= problem;
    else if (this.balance) this.balanceProblem ??= problem;
    else this.warn("statement_value_ignored", problem.text, problem.line, problem.element);
  }

  private skipPart(code: "camt_balance_skipped" | "transaction_skipped", problem: Problem): void {
    this.warn(code, problem.text, problem.line, problem.element);
  }

  private warn(
    code:
      | "camt_balance_skipped"
      | "transaction_skipped"
      | "statement_value_ignored"
      | "camt_statement_skipped",
    reason: BankText,
    line: number,
    element: string,
  ): void {
    this.warnings.add({ statement: this.statement?.index, line, element, code, details: [reason] });
  }

  private path(from: number): string {
    let path = this.stack[from] ?? "";
    for (let i = from + 1; i < this.stack.length; i++) path += `/${this.stack[i]}`;
    return path;
  }

  private where(): string {
    const parts: string[] = [];
    if (this.statement) parts.push(`${this.statementTag} ${this.statement.index}`);
    if (this.entry) parts.push(`Ntry ${this.entry.index}`);
    const inner = this.stack.slice(
      Math.max(this.detailDepth, this.entryDepth, this.balanceDepth, this.statementDepth) + 1,
    );
    if (inner.length > 0) parts.push(inner.join("/"));
    return parts.join(" / ");
  }

  private finishEntry(entry: CamtEntry): void {
    const statement = this.statement;
    if (!statement) return;
    const where = `${this.statementTag} ${statement.index} / Ntry ${entry.index}`;
    const missing: BankText | null = !entry.amount
      ? { code: "entry_no_amount" }
      : entry.creditDebit !== "CRDT" && entry.creditDebit !== "DBIT"
        ? { code: "entry_no_mark" }
        : null;
    const problem = this.entryProblem ?? (missing && { text: missing, line: entry.line, element: where });
    if (problem) {
      this.skipPart("transaction_skipped", problem);
      return;
    }
    if (!entry.bookingDate) {
      const code = entry.valueDate ? "entry_value_date_used" : "entry_no_date";
      this.warnings.add({ statement: statement.index, line: entry.line, element: where, code });
    }
    const currency = statement.accountCurrency || entry.currency;
    for (const row of entryToTransactions(entry, currency)) statement.transactions.push(row);
  }

  /** The statement, or null when it has no account: then it is skipped and the others are kept. */
  private finishStatement(state: StatementState): BankStatement | null {
    if (!state.account) {
      const element = `${this.statementTag} ${state.index}`;
      this.firstSkipped ??= { code: "statement_no_account", line: state.line, element };
      this.warn("camt_statement_skipped", { code: "statement_no_account" }, state.line, element);
      return null;
    }
    const { opening, closing, available } = selectBalances(state.balances);
    const currency = state.accountCurrency || opening?.currency || state.transactions[0]?.currency || "";
    return {
      fileName: this.fileName,
      format: this.format ?? "camt.053",
      statementId: state.statementId,
      account: state.account,
      currency,
      number: state.number || state.legalNumber,
      sequence: "",
      openingBalance: opening,
      closingBalance: closing,
      closingAvailableBalance: available,
      transactions: state.transactions,
      location: `${this.statementTag} ${state.index} (line ${state.line})`,
    };
  }

  describe(error: unknown, parser: SaxesParser): ParseFailure {
    if (error instanceof CamtError)
      return withEnglish({ ...error.text, line: error.line, element: error.element });
    const raw = error instanceof Error ? error.message : String(error);
    const open = this.stack[this.stack.length - 1];
    let text: BankText = { code: "xml_malformed", values: { reason: raw.replace(/^.*?:\d+:\d+: /, "") } };
    if (/unclosed tag|unexpected end/i.test(raw)) {
      text = { code: "xml_ends_early", values: { element: open ?? "Document" } };
    } else if (/undefined entity/i.test(raw)) {
      text = { code: "xml_entity" };
    }
    return withEnglish({ ...text, line: parser.line, element: this.where() || open || "" });
  }
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? name : name.slice(colon + 1);
}

const LATE_DECLARATION = /^(\s*(?:<!--[\s\S]*?-->\s*)*)(<\?xml\s[^?]*\?>)/;

/**
 * Some exports put blank lines or a comment before the XML declaration, which XML allows only at the
 * very start. The declaration tells nothing the decoded text needs, so it is blanked out (same length,
 * so lines and positions in messages stay right).
 */
function withDeclarationAtStart(text: string): string {
  const match = LATE_DECLARATION.exec(text.slice(0, 4096));
  const before = match?.[1] ?? "";
  const declaration = match?.[2];
  if (!declaration || before === "") return text;
  return before + " ".repeat(declaration.length) + text.slice(before.length + declaration.length);
}
