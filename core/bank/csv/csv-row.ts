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
  const cell = (column: number): string => (column === -1 ? "" : (row[column] ?? ""));
  const { single } = columns;
  let bookingDate: string | null = null;
  let rawDate = "";
  for (const column of columns.dates) {
    rawDate = cell(column);
    if (rawDate === "") continue;
    bookingDate = readDate(formats, column, rawDate);
    break;
  }
  if (bookingDate === null) return { ok: false, code: "csv_row_no_date", value: rawDate };
  const amount = readAmount(cell, columns, formats);
  if (amount === null) return { ok: false, code: "csv_row_no_amount", value: amountText(cell, columns) };
  const valueDate =
    single.valueDate === -1 ? null : readDate(formats, single.valueDate, cell(single.valueDate));
  const balanceAfter = readBalance(cell, single.balanceAfter, single.balanceBefore, amount, formats);
  const status = readStatus(cell(single.status), balanceAfter !== null);
  const fee =
    single.fee === -1 ? null : parseCsvAmount(cell(single.fee), formats.separator.get(single.fee) ?? ".");
  const description =
    columns.descriptions.length === 1
      ? cell(columns.descriptions[0] ?? -1)
      : columns.descriptions.map(cell).filter(Boolean).join(" ");
  const transaction: BankTransaction = {
    bookingDate,
    valueDate: valueDate ?? bookingDate,
    amount,
    currency:
      single.currency === -1 ? formats.currency : cell(single.currency).toUpperCase() || formats.currency,
    counterpartyName: collapse(cell(single.name)),
    counterpartyAccount: withoutSpaces(cell(single.counterAccount)),
    counterpartyBic: cell(single.counterBic),
    ultimateParty: "",
    description: collapse(description),
    endToEndId: cell(single.endToEnd),
    mandateId: cell(single.mandate),
    creditorId: cell(single.creditorId),
    creditorReference: cell(single.paymentReference),
    customerReference: "",
    bankReference: cell(single.bankReference),
    batchReference: "",
    bankTransactionCode: "",
    transactionType: collapse(cell(single.type)),
    charges: fee && fee !== "0.00" ? fee.replace(/^-/, "") : "",
    reversal: false,
    status,
  };
  return {
    ok: true,
    transaction: formats.abnDescription ? withAbnParts(transaction, description) : transaction,
    account: withoutSpaces(cell(single.account)),
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

function readAmount(
  cell: (column: number) => string,
  columns: CsvColumns,
  formats: CsvFormats,
): string | null {
  const { single } = columns;
  const parse = (column: number): string | null =>
    parseCsvAmount(cell(column), formats.separator.get(column) ?? ".");
  if (single.amount !== -1) {
    const amount = parse(single.amount);
    if (amount === null || single.sign === -1) return amount;
    const unsigned = amount.replace(/^-/, "");
    const debit = DEBIT_WORDS.has(cell(single.sign).trim().toLowerCase());
    return debit && unsigned !== "0.00" ? `-${unsigned}` : unsigned;
  }
  const debit = cell(single.debit) === "" ? "0.00" : parse(single.debit);
  const credit = cell(single.credit) === "" ? "0.00" : parse(single.credit);
  if (debit === null || credit === null) return null;
  if (cell(single.debit) === "" && cell(single.credit) === "") return null;
  if (debit !== "0.00") return `-${debit.replace(/^-/, "")}`;
  return credit;
}

function amountText(cell: (column: number) => string, columns: CsvColumns): string {
  const { single } = columns;
  return single.amount !== -1 ? cell(single.amount) : `${cell(single.debit)} ${cell(single.credit)}`.trim();
}

/** The balance after the row: given, or the balance before plus the amount (de Volksbank). */
function readBalance(
  cell: (column: number) => string,
  after: number,
  before: number,
  amount: string,
  formats: CsvFormats,
): string | null {
  if (after !== -1) return parseCsvAmount(cell(after), formats.separator.get(after) ?? ".");
  if (before === -1) return null;
  const value = parseCsvAmount(cell(before), formats.separator.get(before) ?? ".");
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
