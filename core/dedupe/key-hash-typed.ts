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

/** Printable ASCII, no space at either end, no two spaces in a row: trimming and collapsing change nothing. */
export function isPlainAscii(value: string): boolean {
  const last = value.length - 1;
  for (let i = 0; i <= last; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x7e || code < SPACE) return false;
    if (code === SPACE && (i === 0 || i === last || value.charCodeAt(i + 1) === SPACE)) return false;
  }
  return true;
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
export function feedDutchPhone(sink: CodeSink, value: string): boolean {
  let length = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isPhoneSeparator(code)) continue;
    if (!isDigit(code) && code !== PLUS) return false;
    if (length === MAX_BARE_PHONE) return false;
    bare[length++] = code;
  }
  // "0031" before a digit that is not 0 is "+31".
  const international =
    length >= 5 && bare[0] === ZERO && bare[1] === ZERO && bare[2] === 0x33 && bare[3] === 0x31;
  let from: number;
  if (international && bare[4] !== ZERO) from = 4;
  else if (bare[0] === PLUS && bare[1] === 0x33 && bare[2] === 0x31) from = 3;
  else if (bare[0] === ZERO) from = 1;
  else return false;
  if (!isDutchNationalPart(length, from)) return false;
  sink.feed(PLUS);
  sink.feed(0x33);
  sink.feed(0x31);
  for (let i = from; i < length; i++) sink.feed(bare[i] as number);
  sink.endValue();
  return true;
}

/** "1234 ab" → 1234AB; the forbidden letter pairs and a leading zero go the long way. */
export function feedPostcode(sink: CodeSink, value: string): boolean {
  const spaced = value.length === 7;
  if (value.length !== 6 && !spaced) return false;
  if (spaced && value.charCodeAt(4) !== SPACE) return false;
  if (value.charCodeAt(0) === ZERO) return false;
  for (let i = 0; i < 4; i++) if (!isDigit(value.charCodeAt(i))) return false;
  const first = value.charCodeAt(spaced ? 5 : 4);
  const second = value.charCodeAt(spaced ? 6 : 5);
  if (!isLetter(first) || !isLetter(second)) return false;
  const upperFirst = first & ~32;
  const upperSecond = second & ~32;
  // SA, SD, SS are not used as postcode letters.
  if (upperFirst === 0x53 && (upperSecond === 0x41 || upperSecond === 0x44 || upperSecond === 0x53))
    return false;
  for (let i = 0; i < 4; i++) sink.feed(value.charCodeAt(i));
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
function decimalMark(value: string, from: number): number {
  let lastComma = -1;
  let lastDot = -1;
  let commas = 0;
  let dots = 0;
  for (let i = from; i < value.length; i++) {
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
export function feedNumber(sink: CodeSink, value: string): boolean {
  const first = value.charCodeAt(0);
  const from = first === MINUS || first === PLUS ? 1 : 0;
  if (!isDigit(value.charCodeAt(from))) return false;
  const mark = decimalMark(value, from);
  if (mark === -2) return false;
  const integerEnd = mark < 0 ? value.length : mark;
  let separator = -1;
  for (let i = from; i < integerEnd && separator < 0; i++)
    if (!isDigit(value.charCodeAt(i))) separator = value.charCodeAt(i);
  if (separator >= 0 && !isGrouped(value, from, integerEnd, separator)) return false;
  // Leading zeros go, the thousands separators with them; an all-zero integer part is "0".
  let start = from;
  while (start < integerEnd && !isNonZeroDigit(value.charCodeAt(start))) start++;
  let end = value.length;
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
