// JavaScript's `\s` is the set String.prototype.trim removes: white space at a field's ends.
import { isTrimmedSpace } from "../../../core/bank/mt940/text-range";

/** What the cleaned-CSV writer does with a record read from the file (see `classifyRecord`). */
export const RECORD_FORMATTED = 0;
/** formatCsvRow would write the record back unchanged: copy it. */
export const RECORD_UNCHANGED = 1;
/** No quotes; the only change is a quote mark before each field that starts like a formula. */
export const RECORD_FORMULAS = 2;

export type RecordKind = typeof RECORD_FORMATTED | typeof RECORD_UNCHANGED | typeof RECORD_FORMULAS;

const NUL = 0x00;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const PLUS = 0x2b;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
const EQUALS = 0x3d;
const AT = 0x40;

/** = + - @: a field starting with one reads as a formula in a spreadsheet. */
export function startsFormula(code: number): boolean {
  return code === EQUALS || code === PLUS || code === MINUS || code === AT;
}

function isDigit(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
}

/** [from, to) is a signed number ("-12", "+3.5"), which the writer leaves without a quote mark. */
export function isSignedNumber(text: string, from: number, to: number): boolean {
  const sign = text.charCodeAt(from);
  if (to - from < 2 || (sign !== PLUS && sign !== MINUS) || !isDigit(text.charCodeAt(from + 1))) return false;
  for (let at = from + 2; at < to; at++) {
    const code = text.charCodeAt(at);
    // The field holds no delimiter, so a comma here is never the delimiter.
    if (!isDigit(code) && code !== DOT && code !== COMMA) return false;
  }
  return true;
}

const FIELD_BAD = 0;
const FIELD_UNCHANGED = 1;
const FIELD_FORMULA = 2;

/** An unquoted field [from, to) without delimiters: written unchanged, only marked as a formula, or formatted. */
function classifyUnquoted(text: string, from: number, to: number): number {
  if (from === to) return FIELD_UNCHANGED;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE || code === CR || code === LF || code === NUL) return FIELD_BAD;
  }
  const first = text.charCodeAt(from);
  const endsClean = to - from === 1 || !isTrimmedSpace(text.charCodeAt(to - 1));
  if (startsFormula(first)) {
    if (isSignedNumber(text, from, to)) return FIELD_UNCHANGED;
    return endsClean ? FIELD_FORMULA : FIELD_BAD;
  }
  return !isTrimmedSpace(first) && endsClean ? FIELD_UNCHANGED : FIELD_BAD;
}

/**
 * The quoted field whose opening quote is at `from`: where it ends (after the closing quote), or -1
 * when formatCsvRow would not write it back as it is: no closing quote before the record's end, a
 * line break or NUL inside, a first character that is a tab or starts a formula, or quotes it does
 * not need (no delimiter or doubled quote inside, no space first, no white space last).
 */
function endOfQuoted(text: string, from: number, end: number, separator: number): number {
  const first = from + 1;
  const opening = text.charCodeAt(first);
  if (opening === TAB || opening === CR || opening === LF || opening === NUL || startsFormula(opening))
    return -1;
  let needsQuotes = opening === SPACE;
  let last = -1;
  for (let at = first; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      if (at + 1 < end && text.charCodeAt(at + 1) === QUOTE) {
        needsQuotes = true;
        last = QUOTE;
        at++;
        continue;
      }
      if (last !== -1 && isTrimmedSpace(last)) needsQuotes = true;
      return needsQuotes ? at + 1 : -1;
    }
    if (code === CR || code === LF || code === NUL) return -1;
    if (code === separator) needsQuotes = true;
    last = code;
  }
  return -1;
}

/**
 * What the cleaned-CSV writer does with the record at [start, end) of the file's text, read one
 * character at a time: copied (formatCsvRow would write it unchanged), copied with a quote mark
 * before its formula-like fields, or formatted. The record must end at a line break or the text's end.
 */
export function classifyRecord(text: string, start: number, end: number, separator: number): RecordKind {
  if (end < text.length) {
    const next = text.charCodeAt(end);
    if (next !== CR && next !== LF) return RECORD_FORMATTED;
  }
  let unchanged = true;
  let formulas = true;
  let at = start;
  for (;;) {
    if (at < end && text.charCodeAt(at) === QUOTE) {
      formulas = false;
      at = endOfQuoted(text, at, end, separator);
      if (at < 0) return RECORD_FORMATTED;
    } else {
      let fieldEnd = at;
      while (fieldEnd < end && text.charCodeAt(fieldEnd) !== separator) fieldEnd++;
      const field = classifyUnquoted(text, at, fieldEnd);
      if (field === FIELD_BAD) return RECORD_FORMATTED;
      if (field === FIELD_FORMULA) unchanged = false;
      at = fieldEnd;
    }
    if (!unchanged && !formulas) return RECORD_FORMATTED;
    if (at === end) return unchanged ? RECORD_UNCHANGED : RECORD_FORMULAS;
    if (text.charCodeAt(at) !== separator) return RECORD_FORMATTED;
    at++;
  }
}
