/**
 * Fast paths of the exact key (key-hash.ts) for typed cells: the common forms hashed as
 * normalise-typed.ts would write them, without building strings. Each returns false, having fed
 * nothing, for anything it does not mirror; the caller then feeds normaliseValue's result.
 */
export interface CodeSink {
  feed(code: number): void;
  endValue(): void;
}

const SPACE = 0x20;
const ZERO = 0x30;
const NINE = 0x39;
const PLUS = 0x2b;
const MINUS = 0x2d;
const COMMA = 0x2c;
const DOT = 0x2e;
/** Longest phone number we read without the metadata parser: "0031" and nine digits. */
const MAX_BARE_PHONE = 13;
const bare = new Uint16Array(MAX_BARE_PHONE);

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Spaces, dashes, dots, brackets and slashes people type inside a phone number. */
function isPhoneSeparator(code: number): boolean {
  return code === SPACE || code === MINUS || code === DOT || code === 0x28 || code === 0x29 || code === 0x2f;
}

/** From `from`, nine digits of which the first is not 0: a Dutch number's national part. */
function isDutchNationalPart(length: number, from: number): boolean {
  if (length !== from + 9 || bare[from] === ZERO) return false;
  for (let i = from; i < length; i++) if (!isDigit(bare[i] as number)) return false;
  return true;
}

/**
 * "06-12345678", "(06) 12 34 56 78", "+31 6 12345678", "0031 6 12345678" → +31612345678, as
 * normalisePhone gives for Dutch numbers; anything else goes the long way.
 */
export function feedDutchPhone(sink: CodeSink, value: string, from: number, to: number): boolean {
  let length = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (isPhoneSeparator(code)) continue;
    if (!isDigit(code) && code !== PLUS) return false;
    if (length === MAX_BARE_PHONE) return false;
    bare[length++] = code;
  }
  // "0031" before a digit that is not 0 is "+31".
  const international =
    length >= 5 && bare[0] === ZERO && bare[1] === ZERO && bare[2] === 0x33 && bare[3] === 0x31;
  let national: number;
  if (international && bare[4] !== ZERO) national = 4;
  else if (bare[0] === PLUS && bare[1] === 0x33 && bare[2] === 0x31) national = 3;
  else if (bare[0] === ZERO) national = 1;
  else return false;
  if (!isDutchNationalPart(length, national)) return false;
  sink.feed(PLUS);
  sink.feed(0x33);
  sink.feed(0x31);
  for (let i = national; i < length; i++) sink.feed(bare[i] as number);
  sink.endValue();
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
  for (let i = from; i < from + 4; i++) sink.feed(value.charCodeAt(i));
  sink.feed(upperFirst);
  sink.feed(upperSecond);
  sink.endValue();
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
  if (first === MINUS && (start < integerEnd || hasFraction)) sink.feed(MINUS);
  if (start === integerEnd) sink.feed(ZERO);
  for (let i = start; i < integerEnd; i++) {
    const code = value.charCodeAt(i);
    if (code !== separator) sink.feed(code);
  }
  if (hasFraction) {
    sink.feed(DOT);
    for (let i = mark + 1; i < end; i++) sink.feed(value.charCodeAt(i));
  }
  sink.endValue();
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

function feedDigits(sink: CodeSink, value: number, width: number): void {
  let unit = width === 4 ? 1000 : 10;
  while (unit > 0) {
    sink.feed(ZERO + (((value / unit) | 0) % 10));
    unit = (unit / 10) | 0;
  }
}

function feedIsoDate(sink: CodeSink, year: number, month: number, day: number): true {
  feedDigits(sink, year, 4);
  sink.feed(MINUS);
  feedDigits(sink, month, 2);
  sink.feed(MINUS);
  feedDigits(sink, day, 2);
  sink.endValue();
  return true;
}

/** The three numbers of a numeric date, then their digit counts (dateParts fills it). */
const parts = new Int32Array(6);

/** Reads the three numbers of "14-03-2019", "1/3/19" or "2019.03.14" into `parts`; false otherwise. */
function dateParts(value: string, from: number, to: number): boolean {
  for (let i = 0; i < 6; i++) parts[i] = 0;
  let part = 0;
  for (let i = from; i < to; i++) {
    const code = value.charCodeAt(i);
    if (isDigit(code)) {
      parts[part] = (parts[part] as number) * 10 + code - ZERO;
      const digits = (parts[part + 3] as number) + 1;
      if (digits > 4) return false;
      parts[part + 3] = digits;
    } else if ((code === MINUS || code === DOT || code === 0x2f) && part < 2 && parts[part + 3] !== 0) part++;
    else return false;
  }
  return part === 2 && parts[5] !== 0;
}

/**
 * "14-03-2019", "3/14/19", "2019-03-14" → 2019-03-14, as normaliseDate reads numeric dates: day first
 * unless only month first is a real date, or a four-digit year first. Anything else goes the long way.
 */
export function feedDate(sink: CodeSink, value: string, from: number, to: number): boolean {
  if (!dateParts(value, from, to)) return false;
  const first = parts[0] as number;
  const second = parts[1] as number;
  const third = parts[2] as number;
  const secondDigits = parts[4] as number;
  const thirdDigits = parts[5] as number;
  if (parts[3] === 4)
    return secondDigits <= 2 && thirdDigits <= 2 && isRealDate(first, second, third)
      ? feedIsoDate(sink, first, second, third)
      : false;
  if ((parts[3] as number) > 2 || secondDigits > 2 || (thirdDigits !== 2 && thirdDigits !== 4)) return false;
  // Two-digit years as normaliseDate reads them (Excel: 00-29 this century, 30-99 the last).
  const year = thirdDigits === 4 ? third : third < 30 ? 2000 + third : 1900 + third;
  if (isRealDate(year, second, first)) return feedIsoDate(sink, year, second, first);
  return isRealDate(year, first, second) ? feedIsoDate(sink, year, first, second) : false;
}
