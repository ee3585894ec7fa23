import { type CsvCell, writeCsv } from "../export/csv";
import { writeXlsx, type XlsxCell, type XlsxColumn } from "../export/xlsx";
import { checkStatement, type StatementCheck } from "./checks";
import { amountToNumber, withDecimalComma } from "./decimal";
import type { BankStatement, BankTransaction } from "./model";

/** `nl`: `;` and decimal comma (Dutch Excel); `international`: `,` and decimal point. */
export type CsvStyle = "nl" | "international";

const TRANSACTION_HEADERS = [
  "Account",
  "Statement",
  "Booking date",
  "Value date",
  "Amount",
  "Currency",
  "Counterparty",
  "Counterparty account",
  "Counterparty BIC",
  "Description",
  "End-to-end ID",
  "Mandate ID",
  "Creditor ID",
  "Payment reference",
  "Batch reference",
  "Bank reference",
  "Customer reference",
  "Transaction code",
  "Transaction type",
  "Charges",
  "Reversal",
  "Ultimate party",
  "Status",
  "File",
] as const;

const SUMMARY_HEADERS = [
  "File",
  "Format",
  "Account",
  "Currency",
  "Statement",
  "From",
  "To",
  "Opening balance",
  "Money in",
  "Money out",
  "Closing balance",
  "Difference",
  "Reconciled",
  "Transactions",
] as const;

const AMOUNT_FORMAT = "#,##0.00###";
const DATE_FORMAT = "yyyy-mm-dd";

/** Transactions sheet plus a statements summary sheet, with real numbers and dates. */
export function exportStatementsXlsx(statements: readonly BankStatement[]): Uint8Array {
  const transactionColumns: XlsxColumn[] = TRANSACTION_HEADERS.map((header) => {
    if (header === "Booking date" || header === "Value date")
      return { header, numberFormat: DATE_FORMAT, width: 12 };
    if (header === "Amount" || header === "Charges")
      return { header, numberFormat: AMOUNT_FORMAT, width: 14 };
    if (header === "Description") return { header, width: 50 };
    return { header };
  });
  const summaryColumns: XlsxColumn[] = SUMMARY_HEADERS.map((header) => {
    if (header === "From" || header === "To") return { header, numberFormat: DATE_FORMAT, width: 12 };
    if (/balance|Money|Difference/.test(header)) return { header, numberFormat: AMOUNT_FORMAT, width: 16 };
    return { header };
  });
  return writeXlsx([
    {
      name: "Transactions",
      columns: transactionColumns,
      rows: transactionXlsxRows(statements),
      freezeHeader: true,
      autoFilter: true,
    },
    {
      name: "Statements",
      columns: summaryColumns,
      rows: statements.map((s) => summaryXlsxRow(s, checkStatement(s))),
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

function summaryXlsxRow(s: BankStatement, check: StatementCheck): XlsxCell[] {
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
    check.reconciled === null ? "not checked" : check.reconciled ? "yes" : "no",
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

/** CSV of all transactions: UTF-8 with BOM, RFC 4180, formulas neutralised (core/export/csv). */
export function exportStatementsCsv(statements: readonly BankStatement[], style: CsvStyle): string {
  const amount = style === "nl" ? withDecimalComma : (value: string) => value;
  return writeCsv(csvRows(statements, amount), { delimiter: style === "nl" ? ";" : ",", bom: true });
}

function* csvRows(
  statements: readonly BankStatement[],
  amount: (value: string) => string,
): Generator<CsvCell[]> {
  yield [...TRANSACTION_HEADERS];
  for (const statement of statements) {
    const label = statementLabel(statement);
    for (const t of statement.transactions) {
      yield transactionCells(statement, label, t, {
        date: (iso) => iso,
        amount,
        flag: (value) => (value ? "yes" : "no"),
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
