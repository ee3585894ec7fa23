import { type CsvCell, writeCsv } from "../export/csv";
import { writeXlsx, type XlsxCell, type XlsxColumn } from "../export/xlsx";
import { checkStatement, type StatementCheck } from "./checks";
import { amountToNumber, withDecimalComma } from "./decimal";
import { type BankExportText, readBankExportText, SUMMARY_COLUMNS, TRANSACTION_COLUMNS } from "./export-text";
import type { BankStatement, BankTransaction } from "./model";

/** `nl`: `;` and decimal comma (Dutch Excel); `international`: `,` and decimal point. */
export type CsvStyle = "nl" | "international";

const AMOUNT_FORMAT = "#,##0.00###";
const DATE_FORMAT = "yyyy-mm-dd";

const SUMMARY_AMOUNTS = new Set(["openingBalance", "moneyIn", "moneyOut", "closingBalance", "difference"]);

/**
 * Transactions sheet plus a statements summary sheet, with real numbers and dates. Headers and sheet
 * names in `text`'s language (English unless told).
 */
export function exportStatementsXlsx(
  statements: readonly BankStatement[],
  text: BankExportText = readBankExportText(),
): Uint8Array {
  const transactionColumns: XlsxColumn[] = TRANSACTION_COLUMNS.map((column) => {
    const header = text.transactionHeaders[column];
    if (column === "bookingDate" || column === "valueDate")
      return { header, numberFormat: DATE_FORMAT, width: 12 };
    if (column === "amount" || column === "charges")
      return { header, numberFormat: AMOUNT_FORMAT, width: 14 };
    if (column === "description") return { header, width: 50 };
    return { header };
  });
  const summaryColumns: XlsxColumn[] = SUMMARY_COLUMNS.map((column) => {
    const header = text.summaryHeaders[column];
    if (column === "from" || column === "to") return { header, numberFormat: DATE_FORMAT, width: 12 };
    if (SUMMARY_AMOUNTS.has(column)) return { header, numberFormat: AMOUNT_FORMAT, width: 16 };
    return { header };
  });
  return writeXlsx([
    {
      name: text.transactionsSheet,
      columns: transactionColumns,
      rows: transactionXlsxRows(statements),
      freezeHeader: true,
      autoFilter: true,
    },
    {
      name: text.statementsSheet,
      columns: summaryColumns,
      rows: statements.map((s) => summaryXlsxRow(s, checkStatement(s), text)),
      freezeHeader: true,
      autoFilter: true,
    },
  ]);
}

function* transactionXlsxRows(statements: readonly BankStatement[]): Generator<XlsxCell[]> {
  for (const statement of statements) {
    const label = statementLabel(statement);
    for (const t of statement.transactions) {
      yield transactionCells(statement, label, t, {
        date: toDate,
        amount: amountToNumber,
        flag: (value) => value,
      });
    }
  }
}

function summaryXlsxRow(s: BankStatement, check: StatementCheck, text: BankExportText): XlsxCell[] {
  return [
    s.fileName,
    s.format.toUpperCase(),
    s.account,
    s.currency,
    statementLabel(s),
    check.from ? toDate(check.from) : null,
    check.to ? toDate(check.to) : null,
    s.openingBalance ? amountToNumber(s.openingBalance.amount) : null,
    amountToNumber(check.moneyIn),
    amountToNumber(check.moneyOut),
    s.closingBalance ? amountToNumber(s.closingBalance.amount) : null,
    check.difference === null ? null : amountToNumber(check.difference),
    check.reconciled === null ? text.notChecked : check.reconciled ? text.yes : text.no,
    s.transactions.length,
  ];
}

interface CellFormat<D, A, F> {
  date(iso: string): D;
  amount(amount: string): A;
  flag(value: boolean): F;
}

function transactionCells<D, A, F>(
  s: BankStatement,
  label: string,
  t: BankTransaction,
  format: CellFormat<D, A, F>,
): (string | D | A | F | null)[] {
  return [
    s.account,
    label,
    t.bookingDate ? format.date(t.bookingDate) : null,
    t.valueDate ? format.date(t.valueDate) : null,
    format.amount(t.amount),
    t.currency,
    t.counterpartyName,
    t.counterpartyAccount,
    t.counterpartyBic,
    t.description,
    t.endToEndId,
    t.mandateId,
    t.creditorId,
    t.creditorReference,
    t.batchReference,
    t.bankReference,
    t.customerReference,
    t.bankTransactionCode,
    t.transactionType,
    t.charges ? format.amount(t.charges) : null,
    format.flag(t.reversal),
    t.ultimateParty,
    t.status,
    s.fileName,
  ];
}

/**
 * CSV of all transactions: UTF-8 with BOM, RFC 4180, formulas neutralised (core/export/csv). The CSV
 * style sets separators and decimals; `text` the headers' language (English unless told).
 */
export function exportStatementsCsv(
  statements: readonly BankStatement[],
  style: CsvStyle,
  text: BankExportText = readBankExportText(),
): string {
  const amount = style === "nl" ? withDecimalComma : (value: string) => value;
  return writeCsv(csvRows(statements, amount, text), { delimiter: style === "nl" ? ";" : ",", bom: true });
}

function* csvRows(
  statements: readonly BankStatement[],
  amount: (value: string) => string,
  text: BankExportText,
): Generator<CsvCell[]> {
  yield TRANSACTION_COLUMNS.map((column) => text.transactionHeaders[column]);
  for (const statement of statements) {
    const label = statementLabel(statement);
    for (const t of statement.transactions) {
      yield transactionCells(statement, label, t, {
        date: (iso) => iso,
        amount,
        flag: (value) => (value ? text.yes : text.no),
      });
    }
  }
}

/** JSON with the statements, their checks and exact amounts as strings. */
export function exportStatementsJson(statements: readonly BankStatement[]): string {
  return JSON.stringify(
    {
      statements: statements.map((s) => {
        const check = checkStatement(s);
        return { ...s, check };
      }),
    },
    null,
    2,
  );
}

function statementLabel(s: BankStatement): string {
  const number = s.number ? (s.sequence ? `${s.number}/${s.sequence}` : s.number) : "";
  return number || s.statementId;
}

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
