/**
 * Fast paths of the exact key (key-hash.ts) for typed cells: the common forms hashed as
 * normalise-typed.ts would write them, without building strings. Each writes its normalised
 * characters into the sink's array and hands them over at once, or returns false, having handed
 * over nothing, for anything it does not mirror; the caller then feeds normaliseValue's result.
 */
export interface CodeSink {
  /** An array with room for at least `size` characters, for a reader to write into. */
  room(size: number): Uint16Array;
  /** `codes` from `from` to `to` are one column's normalised value. */
  endCodes(codes: Uint16Array, from: number, to: number): void;
}

const SPACE = 0x20;
const ZERO = 0x30;
const NINE = 0x39;
const PLUS = 0x2b;
const MINUS = 0x2d;
const COMMA = 0x2c;
const DOT = 0x2e;
const SLASH = 0x2f;
/** Longest phone number we read without the metadata parser: "0031" and nine digits. */
const MAX_BARE_PHONE = 13;
/** The phone's digits are written this far into the array: room to write "+31" over a leading 0. */
const PHONE_SLACK = 2;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Spaces, dashes, dots, brackets and slashes people type inside a phone number. */
function isPhoneSeparator(code: number): boolean {
  return code === SPACE || code === MINUS || code === DOT || code === 0x28 || code === 0x29 || code === SLASH;
}

/** `codes` from `from` to `end`: nine digits of which the first is not 0, a Dutch number's national part. */
function isDutchNationalPart(codes: Uint16Array, from: number, end: number): boolean {
  if (end !== from + 9 || codes[from] === ZERO) return false;
  for (let i = from; i < end; i++) if (!isDigit(codes[i] as number)) return false;
  return true;
}

/**
 * "06-12345678", "(06) 12 34 56 78", "+31 6 12345678", "0031 6 12345678" → +31612345678, as
 * normalisePhone gives for Dutch numbers; anything else goes the long way. The digits and plus signs
 * are written after two spare places, and "+31" is written over whatever came before the national
 * part ("0", "+31" or "0031"), so the number is handed over where it lies.
 */
export function feedDutchPhone(sink: CodeSink, value: string, from: number, to: number): boolean {
  const codes = sink.room(PHONE_SLACK + MAX_BARE_PHONE);
  let end = PHONE_SLACK;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code) || code === PLUS) {
      if (end === PHONE_SLACK + MAX_BARE_PHONE) return false;
      codes[end++] = code;
    } else if (!isPhoneSeparator(code)) return false;
  }
  const first = PHONE_SLACK;
  // "0031" before a digit that is not 0 is "+31".
  const international =
    end - first >= 5 &&
    codes[first] === ZERO &&
    codes[first + 1] === ZERO &&
    codes[first + 2] === 0x33 &&
    codes[first + 3] === 0x31;
  let national: number;
  if (international && codes[first + 4] !== ZERO) national = first + 4;
  else if (codes[first] === PLUS && codes[first + 1] === 0x33 && codes[first + 2] === 0x31)
    national = first + 3;
  else if (codes[first] === ZERO) national = first + 1;
  else return false;
  if (!isDutchNationalPart(codes, national, end)) return false;
  codes[national - 3] = PLUS;
  codes[national - 2] = 0x33;
  codes[national - 1] = 0x31;
  sink.endCodes(codes, national - 3, end);
  return true;
}

/** "1234 ab" → 1234AB; the forbidden letter pairs and a leading zero go the long way. */
export function feedPostcode(sink: CodeSink, value: string, from: number, to: number): boolean {
  const spaced = to - from === 7;
  if (to - from !== 6 && !spaced) return false;
  if (spaced && value.charCodeAt(from + 4) !== SPACE) return false;
  if (value.charCodeAt(from) === ZERO) return false;
  for (let i = from; i < from + 4; i++) if (!isDigit(value.charCodeAt(i))) return false;
  const first = value.charCodeAt(to - 2);
  const second = value.charCodeAt(to - 1);
  if (!isLetter(first) || !isLetter(second)) return false;
  const upperFirst = first & ~32;
  const upperSecond = second & ~32;
  // SA, SD, SS are not used as postcode letters.
  if (upperFirst === 0x53 && (upperSecond === 0x41 || upperSecond === 0x44 || upperSecond === 0x53))
    return false;
  const codes = sink.room(6);
  for (let i = 0; i < 4; i++) codes[i] = value.charCodeAt(from + i);
  codes[4] = upperFirst;
  codes[5] = upperSecond;
  sink.endCodes(codes, 0, 6);
  return true;
}

/** Digits in groups of three after a first group of one to three, split by `separator`. */
function isGrouped(value: string, from: number, to: number, separator: number): boolean {
  let digits = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code)) digits++;
    else if (code !== separator || digits === 0 || digits > 3 || (i > from + 3 && digits !== 3)) return false;
    else digits = 0;
  }
  return digits === 3;
}

/** Where the decimal mark is (-1: none), or -2 when normaliseNumber would not read the digits. */
function decimalMark(value: string, from: number, to: number): number {
  let lastComma = -1;
  let lastDot = -1;
  let commas = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (code === COMMA) {
      commas++;
      lastComma = i;
    } else if (code === DOT) {
      dots++;
      lastDot = i;
    } else if (!isDigit(code)) return -2;
  }
  // Both kinds: the last is the decimal mark. One kind once: the decimal mark; repeated: thousands.
  if (commas > 0 && dots > 0) return Math.max(lastComma, lastDot);
  if (commas === 1) return lastComma;
  if (dots === 1) return lastDot;
  return -1;
}

/**
 * "-1.234,50", "1,234.5", "0012,50", "1.000.000" → -1234.5, 1234.5, 12.5, 1000000, as
 * normaliseNumber writes them (no floats): a sign, digits with thousands groups and one decimal mark.
 */
export function feedNumber(sink: CodeSink, value: string, from: number, to: number): boolean {
  const first = value.charCodeAt(from);
  const digits = first === MINUS || first === PLUS ? from + 1 : from;
  if (digits >= to || !isDigit(value.charCodeAt(digits))) return false;
  const mark = decimalMark(value, digits, to);
  if (mark === -2) return false;
  const integerEnd = mark < 0 ? to : mark;
  let separator = -1;
  for (let i = digits; i < integerEnd && separator < 0; i++)
    if (!isDigit(value.charCodeAt(i))) separator = value.charCodeAt(i);
  if (separator >= 0 && !isGrouped(value, digits, integerEnd, separator)) return false;
  // Leading zeros go, the thousands separators with them; an all-zero integer part is "0".
  let start = digits;
  while (start < integerEnd && !isNonZeroDigit(value.charCodeAt(start))) start++;
  let end = to;
  if (mark >= 0) while (end > mark + 1 && value.charCodeAt(end - 1) === ZERO) end--;
  const hasFraction = mark >= 0 && end > mark + 1;
  // A sign, a "0" or the digits, a point: never more than the cell's characters and two.
  const codes = sink.room(to - from + 2);
  let length = 0;
  if (first === MINUS && (start < integerEnd || hasFraction)) codes[length++] = MINUS;
  if (start === integerEnd) codes[length++] = ZERO;
  for (let i = start; i < integerEnd; i++) {
    const code = value.charCodeAt(i);
    if (code !== separator) codes[length++] = code;
  }
  if (hasFraction) {
    codes[length++] = DOT;
    for (let i = mark + 1; i < end; i++) codes[length++] = value.charCodeAt(i);
  }
  sink.endCodes(codes, 0, length);
  return true;
}

function isNonZeroDigit(code: number): boolean {
  return code > ZERO && code <= NINE;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number));
}

/** "yyyy-mm-dd" into the sink's array, in one go. */
function feedIsoDate(sink: CodeSink, year: number, month: number, day: number): true {
  const codes = sink.room(10);
  codes[0] = ZERO + ((year / 1000) | 0);
  codes[1] = ZERO + (((year / 100) | 0) % 10);
  codes[2] = ZERO + (((year / 10) | 0) % 10);
  codes[3] = ZERO + (year % 10);
  codes[4] = MINUS;
  codes[5] = ZERO + ((month / 10) | 0);
  codes[6] = ZERO + (month % 10);
  codes[7] = MINUS;
  codes[8] = ZERO + ((day / 10) | 0);
  codes[9] = ZERO + (day % 10);
  sink.endCodes(codes, 0, 10);
  return true;
}

/**
 * "14-03-2019", "3/14/19", "2019-03-14" → 2019-03-14, as normaliseDate reads numeric dates: day first
 * unless only month first is a real date, or a four-digit year first. Anything else goes the long way.
 * The three numbers and their digit counts are read in one pass into local variables.
 */
export function feedDate(sink: CodeSink, value: string, from: number, to: number): boolean {
  let first = 0;
  let second = 0;
  let third = 0;
  let firstDigits = 0;
  let secondDigits = 0;
  let thirdDigits = 0;
  let part = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code)) {
      const digit = code - ZERO;
      if (part === 0) {
        first = first * 10 + digit;
        if (++firstDigits > 4) return false;
      } else if (part === 1) {
        second = second * 10 + digit;
        if (++secondDigits > 4) return false;
      } else {
        third = third * 10 + digit;
        if (++thirdDigits > 4) return false;
      }
    } else if (
      (code === MINUS || code === DOT || code === SLASH) &&
      ((part === 0 && firstDigits !== 0) || (part === 1 && secondDigits !== 0))
    )
      part++;
    else return false;
  }
  if (part !== 2 || thirdDigits === 0) return false;
  if (firstDigits === 4)
    return secondDigits <= 2 && thirdDigits <= 2 && isRealDate(first, second, third)
      ? feedIsoDate(sink, first, second, third)
      : false;
  if (firstDigits > 2 || secondDigits > 2 || (thirdDigits !== 2 && thirdDigits !== 4)) return false;
  // Two-digit years as normaliseDate reads them (Excel: 00-29 this century, 30-99 the last).
  const year = thirdDigits === 4 ? third : third < 30 ? 2000 + third : 1900 + third;
  if (isRealDate(year, second, first)) return feedIsoDate(sink, year, second, first);
  return isRealDate(year, first, second) ? feedIsoDate(sink, year, first, second) : false;
}
