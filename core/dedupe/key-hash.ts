import { feedDutchPhone, feedNumber, feedPostcode, isPlainAscii } from "./key-hash-typed";
import type { Normalisation } from "./types";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MIX_SEED = 0x9747b28c;
const MIX_PRIME = 0x5bd1e995;
// Unit separator between columns: "ab"+"c" and "a"+"bc" hash differently.
const SEPARATOR = 0x1f;
const SPACE = 0x20;

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
    this.feedChars(value, false, false);
  }

  /**
   * Feeds the normalised form of `value` when it is one of the simple, common cases (printable
   * ASCII with nothing to trim or collapse; a plain e-mail address, Dutch phone number, postcode or
   * decimal number) and returns true; false = nothing fed.
   */
  feedCell(value: string, rules: Normalisation): boolean {
    switch (rules.kind) {
      case "text":
        return !rules.ignorePunctuation && this.feedChars(value, rules.ignoreCase, true);
      case "email":
        return !rules.gmailRules && isPlainEmail(value) && this.feedChars(value, true, true);
      case "phone":
        return rules.defaultCountry === "NL" && isPlainAscii(value) && feedDutchPhone(this, value);
      case "postcode":
        return isPlainAscii(value) && feedPostcode(this, value);
      case "number":
        return isPlainAscii(value) && feedNumber(this, value);
      case "date":
        return false;
    }
  }

  /**
   * Hashes `value` (lower-cased with `lower`) as one column's value. With `plain`, only printable
   * ASCII with no space at either end and no two in a row (trimming and collapsing change nothing),
   * checked in the same pass; anything else returns false with the hash as it was.
   */
  private feedChars(value: string, lower: boolean, plain: boolean): boolean {
    // The same steps as `feed`, in locals: this loop runs for millions of cells.
    let low = this.low;
    let high = this.high;
    const last = value.length - 1;
    for (let i = 0; i <= last; i++) {
      let code = value.charCodeAt(i);
      if (plain) {
        if (code > 0x7e || code < SPACE) return false;
        if (code === SPACE && (i === 0 || i === last || value.charCodeAt(i + 1) === SPACE)) return false;
      }
      if (lower && code >= 0x41 && code <= 0x5a) code += 32;
      low = Math.imul(low ^ code, FNV_PRIME);
      const mixed = Math.imul(high ^ code, MIX_PRIME);
      high = mixed ^ (mixed >>> 15);
    }
    this.low = low;
    this.high = high;
    this.length += value.length;
    this.endValue();
    return true;
  }
}

/** An address normaliseEmail lower-cases and nothing more: no space, no mailto:, an @ inside. */
function isPlainEmail(value: string): boolean {
  if (value.includes(" ")) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  return !(value.length >= 7 && value.slice(0, 7).toLowerCase() === "mailto:");
}
