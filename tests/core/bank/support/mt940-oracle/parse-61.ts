import { type BankText, renderBankText } from "../../../../../core/bank/bank-text";
import { readEntryDate, readYymmdd, readYymmddClamped } from "../../../../../core/bank/mt940/dates";
import { amountRunEnd, readSwiftAmount } from "../../../../../core/bank/mt940/swift-amount";

export interface StatementLine {
  readonly valueDate: string;
  readonly bookingDate: string;
  /** Signed amount: C and RD positive, D and RC negative. */
  readonly amount: string;
  readonly reversal: boolean;
  /** Transaction type identification code, e.g. NTRF, N541, FCHG; "" when the bank left it out. */
  readonly typeCode: string;
  readonly customerReference: string;
  readonly bankReference: string;
  /** Subfield 9 (second line, or after the 16-character references): Rabobank and de Volksbank put the counterparty account here. */
  readonly supplementary: string;
  /** null when the line follows the standard; otherwise what was assumed, for a warning. */
  readonly notes: readonly BankText[] | null;
}

/** The line with what was assumed in English words, or why it cannot be read (tests, tools). */
export function parseStatementLine(
  value: string,
): (Omit<StatementLine, "notes"> & { readonly note: string }) | string {
  const read = readStatementLine(value);
  if ("code" in read) return renderBankText(read);
  const { notes, ...line } = read;
  return { ...line, note: notes?.map((note) => renderBankText(note)).join("; ") ?? "" };
}

/**
 * Parses the `:61:` statement line (SWIFT MT940 field 61):
 * `6!n[4!n]2a[1!a]15d1!a3!c16x[//16x][34x]` — value date, optional entry date MMDD, C/D/RC/RD mark,
 * optional funds code, amount, type (N/F/S + 3), references, supplementary details.
 * Tolerated: a line wrapped before its amount, amounts without decimals or with a point, a type code
 * shorter than four characters or missing, and a day past the month's end (said in `note`).
 * Returns why (a bank text) when the line cannot be read.
 */
export function readStatementLine(value: string): StatementLine | BankText {
  let newline = value.indexOf("\n");
  let first = newline === -1 ? value : value.slice(0, lineEnd(value, newline));
  let rest = newline === -1 ? "" : value.slice(newline + 1);
  let valueDate = readYymmdd(first.slice(0, 6));
  // Notes are rare; null (not an empty array per line) keeps the common path free of allocations.
  let notes: BankText[] | null = null;
  if (valueDate === null) {
    const clamped = readYymmddClamped(first.slice(0, 6));
    if (clamped === null) return { code: "value_date_invalid", values: { value: first.slice(0, 6) } };
    valueDate = clamped.date;
    notes = addNote(notes, { code: "value_date_clamped", values: { value: first.slice(0, 6) } });
  }
  let i = 6;
  let bookingDate = valueDate;
  if (isDigitAt(first, 6) && isDigitAt(first, 7) && isDigitAt(first, 8) && isDigitAt(first, 9)) {
    const entry = readEntryDate(first.slice(6, 10), valueDate);
    if (entry === null)
      notes = addNote(notes, { code: "booking_date_invalid", values: { value: first.slice(6, 10) } });
    else bookingDate = entry;
    i = 10;
  }
  let reversal = false;
  if (first[i] === "R" || first[i] === "E") {
    // RC/RD are reversals; EC/ED (expected, MT942) are read as plain credits and debits.
    reversal = first[i] === "R";
    i++;
  }
  const mark = first[i];
  if (mark !== "C" && mark !== "D") return { code: "mark_missing" };
  i++;
  // Funds code: one letter, as long as a digit (the amount) follows it.
  if (isLetterAt(first, i) && !isLetterAt(first, i + 1)) i++;
  if (!isDigitAt(first, i) && rest !== "" && first.slice(i).trim() === "") {
    // Wrapped before the amount: the next line carries on where this one stopped.
    newline = rest.indexOf("\n");
    first = first.slice(0, i) + (newline === -1 ? rest : rest.slice(0, lineEnd(rest, newline)));
    rest = newline === -1 ? "" : rest.slice(newline + 1);
  }
  const amountStart = i;
  i = amountRunEnd(first, i);
  const amountText = first.slice(amountStart, i);
  const unsigned = readSwiftAmount(amountText);
  if (unsigned === null) return { code: "amount_unreadable", values: { value: amountText } };
  let typeCode = "";
  const typeLetter = first[i];
  if (typeLetter === "N" || typeLetter === "F" || typeLetter === "S") {
    let end = i + 1;
    while (end < i + 4 && end < first.length && first.charCodeAt(end) !== 47 /* / */) end++;
    typeCode = first.slice(i, end);
    if (end - i < 4 || typeCode.charCodeAt(3) === 32) typeCode = typeCode.trim();
    i = end;
  } else if (i < first.length && first.slice(i).trim() !== "") {
    notes = addNote(notes, { code: "type_invalid", values: { value: first.slice(i, i + 4) } });
  }
  const references = i === 0 ? first : first.slice(i);
  const split = references.indexOf("//");
  // Without "//", padding (two spaces or more) ends the reference: Rabobank writes the account
  // padded to 16 characters and the name after it; de Volksbank writes an 18-character IBAN.
  const padding = split === -1 ? references.indexOf("  ") : -1;
  const customerEnd = split !== -1 ? split : padding !== -1 ? padding : references.length;
  const customerReference = references.slice(0, customerEnd).trim();
  let bankReference = "";
  let extra = split === -1 ? references.slice(customerEnd) : "";
  if (split !== -1) {
    const bank = references.slice(split + 2);
    bankReference = bank.length > 16 ? bank.slice(0, 16).trim() : bank.trim();
    extra = bank.length > 16 ? bank.slice(16) : "";
  }
  // Money out is D, and the reversal of money in (RC); money in is C and the reversal of money out (RD).
  const negative = mark === "D" ? !reversal : reversal;
  const amount = negative && unsigned !== "0.00" ? `-${unsigned}` : unsigned;
  return {
    valueDate,
    bookingDate,
    amount,
    reversal,
    typeCode,
    customerReference: PLACEHOLDER_REFERENCES.has(customerReference) ? "" : customerReference,
    bankReference,
    supplementary: extra === "" && rest === "" ? "" : joinSupplementary(extra, rest),
    notes,
  };
}

function addNote(notes: BankText[] | null, addition: BankText): BankText[] {
  if (notes === null) return [addition];
  notes.push(addition);
  return notes;
}

function joinSupplementary(extra: string, rest: string): string {
  return `${extra.trim()} ${rest.replace(LINE_BREAKS, " ").trim()}`.trim();
}

const LINE_BREAKS = /\r?\n/g;

/** "NONREF", and the Dutch banks' pointers to where the real reference is (in :86:). */
const PLACEHOLDER_REFERENCES = new Set(["NONREF", "EREF", "PREF", "MARF", "KREF"]);

function lineEnd(text: string, newline: number): number {
  return newline > 0 && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
}

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

function isLetterAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 65 && code <= 90;
}
