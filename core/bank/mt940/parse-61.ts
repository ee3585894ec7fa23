import { isTrimmedSpace } from "../../format/white-space";
import { type BankText, renderBankText } from "../bank-text";
import { readEntryDate, readYymmddAt, readYymmddClamped } from "./dates";
import { amountRunEnd, readSignedSwiftAmountAt } from "./swift-amount";
import { indexWithin, trimmedSlice } from "./text-range";
import { UNKNOWN_BREAK } from "./tokenize";

/**
 * One :61: line as read. The MT940 parser reads every line of a file into the same object (one per
 * file, not one per row: files run to hundreds of thousands of rows), so its fields are written in place.
 */
export interface StatementLine {
  valueDate: string;
  bookingDate: string;
  /** Signed amount: C and RD positive, D and RC negative. */
  amount: string;
  reversal: boolean;
  /** Transaction type identification code, e.g. NTRF, N541, FCHG; "" when the bank left it out. */
  typeCode: string;
  customerReference: string;
  bankReference: string;
  /** Subfield 9 (second line, or after the 16-character references): Rabobank and de Volksbank put the counterparty account here. */
  supplementary: string;
  /** null when the line follows the standard; otherwise what was assumed, for a warning. */
  notes: readonly BankText[] | null;
}

export function createStatementLine(): StatementLine {
  return {
    valueDate: "",
    bookingDate: "",
    amount: "",
    reversal: false,
    typeCode: "",
    customerReference: "",
    bankReference: "",
    supplementary: "",
    notes: null,
  };
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
  const line = createStatementLine();
  return readStatementLineAt(value, 0, value.length, line) ?? line;
}

/**
 * readStatementLine of text[start, end) (line ends LF or CR LF) into `line`, slicing only what the
 * line keeps; null when read, else why not (then `line` is left as it was). `firstBreak` is the
 * field's first line feed as the scanner found it (-1: none), when known.
 */
export function readStatementLineAt(
  text: string,
  start: number,
  end: number,
  line: StatementLine,
  firstBreak = UNKNOWN_BREAK,
): BankText | null {
  // The scanner's first line feed of the field, else indexOf (not a loop: a field ends at a line end,
  // so it stops there at the latest).
  const lineFeed = firstBreak === UNKNOWN_BREAK ? text.indexOf("\n", start) : firstBreak;
  const newline = lineFeed < end ? lineFeed : -1;
  // The first line is src[s, lineEnd); what follows it is text[restStart, end).
  let src = text;
  let s = start;
  let firstEnd = newline === -1 ? end : lineEnd(text, newline, start);
  let restStart = newline === -1 ? end : newline + 1;
  // Notes are rare; null (not an empty array per line) keeps the common path free of allocations.
  let notes: BankText[] | null = null;
  let valueDate: string;
  let bookingDate: string;
  let i = s + 10;
  if (firstEnd - s >= 10 && lastDates !== "" && src.startsWith(lastDates, s)) {
    // Lines of one day come in runs: the same ten characters of dates as the line before are its dates.
    valueDate = lastValueDate;
    bookingDate = lastBookingDate;
  } else {
    const read = readDates(src, s, firstEnd);
    if ("code" in read) return read;
    ({ valueDate, bookingDate, notes } = read);
    i = read.next;
  }
  let reversal = false;
  if (codeAt(src, i, firstEnd) === 82 /* R */ || codeAt(src, i, firstEnd) === 69 /* E */) {
    // RC/RD are reversals; EC/ED (expected, MT942) are read as plain credits and debits.
    reversal = codeAt(src, i, firstEnd) === 82;
    i++;
  }
  const mark = codeAt(src, i, firstEnd);
  if (mark !== 67 /* C */ && mark !== 68 /* D */) return { code: "mark_missing" };
  i++;
  // Funds code: one letter, as long as a digit (the amount) follows it.
  if (isLetter(codeAt(src, i, firstEnd)) && !isLetter(codeAt(src, i + 1, firstEnd))) i++;
  if (!isDigit(codeAt(src, i, firstEnd)) && restStart < end && isBlank(src, i, firstEnd)) {
    // Wrapped before the amount: the next line carries on where this one stopped.
    const next = indexWithin(text, "\n", restStart, end);
    src = src.slice(s, i) + text.slice(restStart, next === -1 ? end : lineEnd(text, next, restStart));
    restStart = next === -1 ? end : next + 1;
    i -= s;
    s = 0;
    firstEnd = src.length;
  }
  const amountStart = i;
  i = amountRunEnd(src, i, firstEnd);
  // Money out is D, and the reversal of money in (RC); money in is C and the reversal of money out (RD).
  const amount = readSignedSwiftAmountAt(src, amountStart, i, mark === 68 ? !reversal : reversal);
  if (amount === null) return { code: "amount_unreadable", values: { value: src.slice(amountStart, i) } };
  // The rest of the first line (type code, references) is src[i, firstEnd).
  let typeCode = "";
  let customerReference: string;
  let bankReference = "";
  let extra: string;
  if (firstEnd - i === lastTail.length && lastTail !== "" && src.startsWith(lastTail, i)) {
    // Lines of one kind come in runs ("NTRFNONREF"): the same rest as the line before reads the same.
    typeCode = lastTypeCodeOfTail;
    customerReference = lastCustomerReference;
    extra = lastExtra;
  } else {
    const tailStart = i;
    let typeNoted = false;
    const typeLetter = codeAt(src, i, firstEnd);
    if (typeLetter === 78 /* N */ || typeLetter === 70 /* F */ || typeLetter === 83 /* S */) {
      let typeEnd = i + 1;
      while (typeEnd < i + 4 && typeEnd < firstEnd && src.charCodeAt(typeEnd) !== 47 /* / */) typeEnd++;
      typeCode = typeEnd - i === 4 ? readTypeCode(src, i) : src.slice(i, typeEnd).trim();
      i = typeEnd;
    } else if (i < firstEnd && !isBlank(src, i, firstEnd)) {
      typeNoted = true;
      notes = addNote(notes, {
        code: "type_invalid",
        values: { value: src.slice(i, Math.min(i + 4, firstEnd)) },
      });
    }
    // References are src[i, firstEnd).
    const split = indexWithin(src, "//", i, firstEnd);
    // Without "//", padding (two spaces or more) ends the reference: Rabobank writes the account
    // padded to 16 characters and the name after it; de Volksbank writes an 18-character IBAN.
    const padding = split === -1 ? indexWithin(src, "  ", i, firstEnd) : -1;
    const customerEnd = split !== -1 ? split : padding !== -1 ? padding : firstEnd;
    customerReference = isPlaceholderAt(src, i, customerEnd) ? "" : trimmedSlice(src, i, customerEnd);
    extra = split === -1 ? src.slice(customerEnd, firstEnd) : "";
    if (split !== -1) {
      const bankStart = split + 2;
      bankReference = trimmedSlice(src, bankStart, Math.min(bankStart + 16, firstEnd));
      extra = firstEnd - bankStart > 16 ? src.slice(bankStart + 16, firstEnd) : "";
    }
    // Only a short rest is kept: its values are then copies, so the module holds no slice of the file.
    if (!typeNoted && bankReference === "" && firstEnd - tailStart <= 12) {
      lastTail = src.slice(tailStart, firstEnd);
      lastTypeCodeOfTail = typeCode;
      lastCustomerReference = customerReference;
      lastExtra = extra;
    }
  }
  line.valueDate = valueDate;
  line.bookingDate = bookingDate;
  line.amount = amount;
  line.reversal = reversal;
  line.typeCode = typeCode;
  line.customerReference = customerReference;
  line.bankReference = bankReference;
  line.supplementary =
    extra === "" && restStart >= end ? "" : joinSupplementary(extra, text.slice(restStart, end));
  line.notes = notes;
  return null;
}

/** The value and booking dates at the start of a :61: line src[s, firstEnd), and where the line goes on. */
function readDates(
  src: string,
  s: number,
  firstEnd: number,
): { valueDate: string; bookingDate: string; notes: BankText[] | null; next: number } | BankText {
  let valueDate = firstEnd - s >= 6 ? readYymmddAt(src, s) : null;
  let notes: BankText[] | null = null;
  if (valueDate === null) {
    const written = src.slice(s, Math.min(s + 6, firstEnd));
    const clamped = readYymmddClamped(written);
    if (clamped === null) return { code: "value_date_invalid", values: { value: written } };
    valueDate = clamped.date;
    notes = addNote(notes, { code: "value_date_clamped", values: { value: written } });
  }
  let i = s + 6;
  let bookingDate = valueDate;
  if (
    isDigit(codeAt(src, i, firstEnd)) &&
    isDigit(codeAt(src, i + 1, firstEnd)) &&
    isDigit(codeAt(src, i + 2, firstEnd)) &&
    isDigit(codeAt(src, i + 3, firstEnd))
  ) {
    const entry = readEntryDate(src, valueDate, i);
    if (entry === null)
      notes = addNote(notes, { code: "booking_date_invalid", values: { value: src.slice(i, i + 4) } });
    else bookingDate = entry;
    i += 4;
  }
  if (i === s + 10 && notes === null) {
    lastDates = src.slice(s, i);
    lastValueDate = valueDate;
    lastBookingDate = bookingDate;
  }
  return { valueDate, bookingDate, notes, next: i };
}

/** The rest of the first line after the amount of the last line that set it, and what it read as. */
let lastTail = "";
let lastTypeCodeOfTail = "";
let lastCustomerReference = "";
let lastExtra = "";

/** The dates of the last line read with both dates and no note, and the ten characters they were read from. */
let lastDates = "";
let lastValueDate = "";
let lastBookingDate = "";

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
const PLACEHOLDER_REFERENCES = ["NONREF", "EREF", "PREF", "MARF", "KREF"];

/** True when text[from, to), trimmed, is one of the placeholder references (compared in place). */
function isPlaceholderAt(text: string, from: number, to: number): boolean {
  let start = from;
  let end = to;
  while (start < end && isTrimmedSpace(text.charCodeAt(start))) start++;
  while (end > start && isTrimmedSpace(text.charCodeAt(end - 1))) end--;
  for (const word of PLACEHOLDER_REFERENCES) {
    if (word.length === end - start && text.startsWith(word, start)) return true;
  }
  return false;
}

/** One string per four-character type code (NTRF, NMSC, …): hundreds of thousands of lines share a few dozen. */
const TYPE_CODES = new Map<number, string>();

/** The four characters at `at` as a type code; one with a space in its fourth place is trimmed. */
function readTypeCode(text: string, at: number): string {
  let key = 0;
  for (let k = at; k < at + 4; k++) {
    const code = text.charCodeAt(k);
    if (code > 127) return sliceTypeCode(text, at);
    key = key * 128 + code;
  }
  // Rows of one kind come in runs: the code of the line before is compared first, without a lookup.
  if (key === lastTypeKey) return lastTypeCode;
  let typeCode = TYPE_CODES.get(key);
  if (typeCode === undefined) {
    typeCode = sliceTypeCode(text, at);
    if (TYPE_CODES.size < 10_000) TYPE_CODES.set(key, typeCode);
  }
  lastTypeKey = key;
  lastTypeCode = typeCode;
  return typeCode;
}

let lastTypeKey = -1;
let lastTypeCode = "";

function sliceTypeCode(text: string, at: number): string {
  const typeCode = text.slice(at, at + 4);
  return typeCode.charCodeAt(3) === 32 ? typeCode.trim() : typeCode;
}

function lineEnd(text: string, newline: number, lineStart: number): number {
  return newline > lineStart && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
}

/** True when text[from, to) is whitespace only (`slice(from, to).trim() === ""`). */
function isBlank(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!isTrimmedSpace(text.charCodeAt(k))) return false;
  return true;
}

/** The character code at `index` of a line that ends at `end`, -1 past it (an integer: NaN would make every comparison a float one). */
function codeAt(text: string, index: number, end: number): number {
  return index < end ? text.charCodeAt(index) : -1;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLetter(code: number): boolean {
  return code >= 65 && code <= 90;
}
