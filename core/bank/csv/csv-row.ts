import { readAbnDescription } from "../abn-description";
import { formatScaled, toScaled } from "../decimal";
import type { BankTransaction } from "../model";
import { tidyName as collapse } from "../mt940/information";
import type { CsvColumns } from "./csv-columns";
import { type DecimalSeparator, parseCsvAmount, parseCsvDate } from "./csv-values";

/** How each column writes its values, decided once per file from its cells. */
export interface CsvFormats {
  /** A (remembering) date reader per date column. */
  readonly dates: ReadonlyMap<number, (text: string) => string | null>;
  readonly separator: ReadonlyMap<number, DecimalSeparator>;
  /** Currency when the file has no currency column ("Bedrag (EUR)", else EUR). */
  readonly currency: string;
  readonly abnDescription: boolean;
}

export type RowResult =
  | {
      readonly ok: true;
      readonly transaction: BankTransaction;
      readonly account: string;
      readonly balanceAfter: string | null;
    }
  | { readonly ok: false; readonly code: "csv_row_no_date" | "csv_row_no_amount"; readonly value: string };

const DEBIT_WORDS = new Set(["af", "d", "debit", "debet", "dbit", "s", "soll", "-", "db", "dr", "out"]);
const PENDING = new Set([
  "pending",
  "vorgemerkt",
  "umsatz vorgemerkt",
  "ausstehend",
  "in afwachting",
  "en attente",
  "gereserveerd",
]);
const NOT_DONE = new Set([
  "declined",
  "reverted",
  "failed",
  "cancelled",
  "canceled",
  "geweigerd",
  "storniert",
]);

/** One row of a bank export as a transaction, or why it cannot be one. */
export function readCsvRow(row: readonly string[], columns: CsvColumns, formats: CsvFormats): RowResult {
  const { single } = columns;
  let bookingDate: string | null = null;
  let rawDate = "";
  for (const column of columns.dates) {
    rawDate = cellAt(row, column);
    if (rawDate === "") continue;
    bookingDate = readDate(formats, column, rawDate);
    break;
  }
  if (bookingDate === null) return { ok: false, code: "csv_row_no_date", value: rawDate };
  const amount = readAmount(row, columns, formats);
  if (amount === null) return { ok: false, code: "csv_row_no_amount", value: amountText(row, columns) };
  const valueDate =
    single.valueDate === -1 ? null : readDate(formats, single.valueDate, cellAt(row, single.valueDate));
  const balanceAfter = readBalance(row, single.balanceAfter, single.balanceBefore, amount, formats);
  const status = readStatus(cellAt(row, single.status), balanceAfter !== null);
  const fee =
    single.fee === -1
      ? null
      : parseCsvAmount(cellAt(row, single.fee), formats.separator.get(single.fee) ?? ".");
  const description =
    columns.descriptions.length === 1
      ? cellAt(row, columns.descriptions[0] ?? -1)
      : columns.descriptions
          .map((column) => cellAt(row, column))
          .filter(Boolean)
          .join(" ");
  const transaction: BankTransaction = {
    bookingDate,
    valueDate: valueDate ?? bookingDate,
    amount,
    currency:
      single.currency === -1
        ? formats.currency
        : cellAt(row, single.currency).toUpperCase() || formats.currency,
    counterpartyName: collapse(cellAt(row, single.name)),
    counterpartyAccount: withoutSpaces(cellAt(row, single.counterAccount)),
    counterpartyBic: cellAt(row, single.counterBic),
    ultimateParty: "",
    description: collapse(description),
    endToEndId: cellAt(row, single.endToEnd),
    mandateId: cellAt(row, single.mandate),
    creditorId: cellAt(row, single.creditorId),
    creditorReference: cellAt(row, single.paymentReference),
    customerReference: "",
    bankReference: cellAt(row, single.bankReference),
    batchReference: "",
    bankTransactionCode: "",
    transactionType: collapse(cellAt(row, single.type)),
    charges: fee && fee !== "0.00" ? fee.replace(/^-/, "") : "",
    reversal: false,
    status,
  };
  return {
    ok: true,
    transaction: formats.abnDescription ? withAbnParts(transaction, description) : transaction,
    account: withoutSpaces(cellAt(row, single.account)),
    balanceAfter,
  };
}

function readDate(formats: CsvFormats, column: number, text: string): string | null {
  const read = formats.dates.get(column);
  return read ? read(text) : parseCsvDate(text, "dmy");
}

function withoutSpaces(text: string): string {
  return text.includes(" ") ? text.replace(/\s/g, "") : text;
}

/** The cell of a column, "" for an absent column (-1) or a short row. */
function cellAt(row: readonly string[], column: number): string {
  return column === -1 ? "" : (row[column] ?? "");
}

function amountAt(row: readonly string[], column: number, formats: CsvFormats): string | null {
  return parseCsvAmount(cellAt(row, column), formats.separator.get(column) ?? ".");
}

function readAmount(row: readonly string[], columns: CsvColumns, formats: CsvFormats): string | null {
  const { single } = columns;
  if (single.amount !== -1) {
    const amount = amountAt(row, single.amount, formats);
    if (amount === null || single.sign === -1) return amount;
    const unsigned = amount.charCodeAt(0) === 45 ? amount.slice(1) : amount;
    const debit = DEBIT_WORDS.has(cellAt(row, single.sign).trim().toLowerCase());
    return debit && unsigned !== "0.00" ? `-${unsigned}` : unsigned;
  }
  const debitCell = cellAt(row, single.debit);
  const creditCell = cellAt(row, single.credit);
  const debit = debitCell === "" ? "0.00" : amountAt(row, single.debit, formats);
  const credit = creditCell === "" ? "0.00" : amountAt(row, single.credit, formats);
  if (debit === null || credit === null) return null;
  if (debitCell === "" && creditCell === "") return null;
  if (debit !== "0.00") return `-${debit.replace(/^-/, "")}`;
  return credit;
}

function amountText(row: readonly string[], columns: CsvColumns): string {
  const { single } = columns;
  return single.amount !== -1
    ? cellAt(row, single.amount)
    : `${cellAt(row, single.debit)} ${cellAt(row, single.credit)}`.trim();
}

/** The balance after the row: given, or the balance before plus the amount (de Volksbank). */
function readBalance(
  row: readonly string[],
  after: number,
  before: number,
  amount: string,
  formats: CsvFormats,
): string | null {
  if (after !== -1) return amountAt(row, after, formats);
  if (before === -1) return null;
  const value = amountAt(row, before, formats);
  if (value === null) return null;
  return addAmounts(value, amount);
}

export function addAmounts(a: string, b: string): string {
  return formatScaled(toScaled(a) + toScaled(b));
}

/** A row that moved the balance is booked, whatever its status says (PayPal's holds). */
function readStatus(status: string, hasBalance: boolean): string {
  if (status === "" || hasBalance) return "";
  const word = status.trim().toLowerCase();
  if (PENDING.has(word)) return "PDNG";
  if (NOT_DONE.has(word)) return "INFO";
  return "";
}

/** Fills what ABN AMRO's description (still with its fixed-width spacing) says about the counterparty. */
function withAbnParts(transaction: BankTransaction, description: string): BankTransaction {
  const parts = readAbnDescription(description);
  return {
    ...transaction,
    counterpartyName: transaction.counterpartyName || parts.name,
    counterpartyAccount: transaction.counterpartyAccount || parts.account,
    counterpartyBic: transaction.counterpartyBic || parts.bic,
    endToEndId: transaction.endToEndId || parts.endToEnd,
    mandateId: transaction.mandateId || parts.mandate,
    creditorId: transaction.creditorId || parts.creditorId,
    creditorReference: transaction.creditorReference || parts.paymentReference,
    description: parts.description,
  };
}
