import type { Normalisation } from "./types";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MIX_SEED = 0x9747b28c;
const MIX_PRIME = 0x5bd1e995;
// Unit separator between columns: "ab"+"c" and "a"+"bc" hash differently.
const SEPARATOR = 0x1f;

const SPACE = 0x20;
const ZERO = 0x30;
const NINE = 0x39;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * A 64-bit hash (FNV-1a and a multiply-shift mix side by side) of a row's normalised key, fed one
 * character at a time. The common cells are normalised on the fly, without building the normalised
 * string: `feedCell` says when it could not, and the caller feeds normaliseValue's result instead.
 * Both ways give the same characters (a test holds them together).
 */
export class KeyHash {
  low = FNV_OFFSET;
  high = MIX_SEED;
  private length = 0;

  reset(): void {
    this.low = FNV_OFFSET;
    this.high = MIX_SEED;
  }

  feed(code: number): void {
    this.low = Math.imul(this.low ^ code, FNV_PRIME);
    const high = Math.imul(this.high ^ code, MIX_PRIME);
    this.high = high ^ (high >>> 15);
    this.length++;
  }

  /** Ends one column's value. */
  endValue(): void {
    this.low = Math.imul(this.low ^ SEPARATOR, FNV_PRIME);
    const high = Math.imul(this.high ^ (SEPARATOR + this.length), MIX_PRIME);
    this.high = high ^ (high >>> 13);
    this.length = 0;
  }

  feedText(value: string): void {
    for (let i = 0; i < value.length; i++) this.feed(value.charCodeAt(i));
    this.endValue();
  }

  /**
   * Feeds the normalised form of `value` when it is one of the simple, common cases (printable
   * ASCII with nothing to trim or collapse; a plain e-mail address, Dutch mobile number, postcode or
   * decimal number) and returns true; false = nothing fed.
   */
  feedCell(value: string, rules: Normalisation): boolean {
    if (!isPlainAscii(value)) return false;
    switch (rules.kind) {
      case "text":
        if (rules.ignorePunctuation) return false;
        return this.feedCased(value, 0, rules.ignoreCase);
      case "email":
        return !rules.gmailRules && isPlainEmail(value) && this.feedCased(value, 0, true);
      case "phone":
        return rules.defaultCountry === "NL" && this.feedDutchPhone(value);
      case "postcode":
        return this.feedPostcode(value);
      case "number":
        return this.feedNumber(value);
      case "date":
        return false;
    }
  }

  private feedCased(value: string, from: number, lower: boolean): true {
    for (let i = from; i < value.length; i++) {
      const code = value.charCodeAt(i);
      this.feed(lower && code >= 0x41 && code <= 0x5a ? code + 32 : code);
    }
    this.endValue();
    return true;
  }

  /** 0612345678 → +31612345678, as normalisePhone does without the metadata parser. */
  private feedDutchPhone(value: string): boolean {
    if (value.length !== 10 || value.charCodeAt(0) !== ZERO || value.charCodeAt(1) === ZERO) return false;
    for (let i = 1; i < 10; i++) if (!isDigit(value.charCodeAt(i))) return false;
    this.feed(0x2b);
    this.feed(0x33);
    this.feed(0x31);
    for (let i = 1; i < 10; i++) this.feed(value.charCodeAt(i));
    this.endValue();
    return true;
  }

  /** "1234 ab" → 1234AB; the forbidden letter pairs and a leading zero go the long way. */
  private feedPostcode(value: string): boolean {
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
    for (let i = 0; i < 4; i++) this.feed(value.charCodeAt(i));
    this.feed(upperFirst);
    this.feed(upperSecond);
    this.endValue();
    return true;
  }

  /** Digits with at most one `,` or `.` between digits: "0012,50" → 12.5, as normaliseNumber gives. */
  private feedNumber(value: string): boolean {
    let mark = -1;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (isDigit(code)) continue;
      if ((code !== 0x2c && code !== 0x2e) || mark >= 0) return false;
      mark = i;
    }
    if (value.length === 0 || mark === 0 || mark === value.length - 1) return false;
    const integerEnd = mark < 0 ? value.length : mark;
    let start = 0;
    while (start < integerEnd - 1 && value.charCodeAt(start) === ZERO) start++;
    let end = value.length;
    if (mark >= 0) while (end > mark + 1 && value.charCodeAt(end - 1) === ZERO) end--;
    for (let i = start; i < integerEnd; i++) this.feed(value.charCodeAt(i));
    if (mark >= 0 && end > mark + 1) {
      this.feed(0x2e);
      for (let i = mark + 1; i < end; i++) this.feed(value.charCodeAt(i));
    }
    this.endValue();
    return true;
  }
}

/** Printable ASCII, no space at either end, no two spaces in a row: trimming and collapsing change nothing. */
function isPlainAscii(value: string): boolean {
  const last = value.length - 1;
  for (let i = 0; i <= last; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x7e || code < SPACE) return false;
    if (code === SPACE && (i === 0 || i === last || value.charCodeAt(i + 1) === SPACE)) return false;
  }
  return true;
}

/** An address normaliseEmail lower-cases and nothing more: no space, no mailto:, an @ inside. */
function isPlainEmail(value: string): boolean {
  if (value.includes(" ")) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  return !(value.length >= 7 && value.slice(0, 7).toLowerCase() === "mailto:");
}
