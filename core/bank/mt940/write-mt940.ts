import { isValidIban } from "../iban";
import type { Balance, BankStatement, BankTransaction } from "../model";

const LINE = 65;

/**
 * Statements as MT940 in the structured Dutch style (ING, Rabobank, ABN AMRO SEPA): `:86:` with
 * /TRTP/, /EREF/, /MARF/, /CSID/, /IBAN/, /BIC/, /NAME/, /REMI/USTD//, /CDTRREF/ where known, wrapped
 * at 65 characters. A balance the statement does not know is left out, never invented (the reader then
 * says so). Lines end in CRLF, as bookkeeping packages expect.
 */
export function writeMt940(statements: readonly BankStatement[]): string {
  const lines: string[] = [];
  statements.forEach((statement, index) => {
    lines.push(`:20:${(statement.statementId || `FACTUURKIT${index + 1}`).slice(0, 16)}`);
    const iban = isValidIban(statement.account);
    lines.push(`:25:${statement.account}${iban ? statement.currency : ""}`);
    if (statement.number)
      lines.push(`:28C:${statement.number}${statement.sequence ? `/${statement.sequence}` : ""}`);
    if (statement.openingBalance) lines.push(`:60F:${writeBalance(statement.openingBalance)}`);
    for (const transaction of statement.transactions) {
      lines.push(`:61:${writeStatementLine(transaction)}`);
      const information = writeInformation(transaction);
      if (information) lines.push(...wrap(`:86:${information}`));
    }
    if (statement.closingBalance) lines.push(`:62F:${writeBalance(statement.closingBalance)}`);
    lines.push("-");
  });
  return `${lines.join("\r\n")}\r\n`;
}

function writeBalance(balance: Balance): string {
  const negative = balance.amount.startsWith("-");
  return `${negative ? "D" : "C"}${yymmdd(balance.date)}${balance.currency}${swiftAmount(balance.amount)}`;
}

function writeStatementLine(t: BankTransaction): string {
  const negative = t.amount.startsWith("-");
  const mark = t.reversal ? (negative ? "RC" : "RD") : negative ? "D" : "C";
  const type = /^[NFS][A-Z0-9]{3}$/.test(t.bankTransactionCode) ? t.bankTransactionCode : "NMSC";
  const customer = t.customerReference.slice(0, 16) || "NONREF";
  const bank = t.bankReference ? `//${t.bankReference.slice(0, 16)}` : "";
  const booking = t.bookingDate || t.valueDate;
  return `${yymmdd(t.valueDate || booking)}${booking.slice(5, 7)}${booking.slice(8, 10)}${mark}${swiftAmount(t.amount)}${type}${customer}${bank}`;
}

/** The tags the reader knows, in the order Dutch banks write them; empty values are left out. */
function writeInformation(t: BankTransaction): string {
  const tags: [string, string][] = [
    ["TRTP", t.transactionType],
    ["CSID", t.creditorId],
    ["MARF", t.mandateId],
    ["EREF", t.endToEndId],
    ["PREF", t.batchReference],
    ["IBAN", t.counterpartyAccount],
    ["BIC", t.counterpartyBic],
    ["NAME", t.counterpartyName],
    ["ULTD", t.ultimateParty],
    ["CDTRREF", t.creditorReference],
  ];
  let text = "";
  for (const [tag, value] of tags) if (value) text += `/${tag}/${value}`;
  if (t.description) text += `/REMI/USTD//${t.description}`;
  return text ? `${text}/` : "";
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (let start = 0; start < text.length; start += LINE) lines.push(text.slice(start, start + LINE));
  return lines;
}

function swiftAmount(amount: string): string {
  return amount.replace(/^-/, "").replace(".", ",");
}

function yymmdd(iso: string): string {
  return `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
}
