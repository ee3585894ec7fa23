import { TextFolder } from "./fold-text";
import { feedDate, feedDutchPhone, feedNumber, feedPostcode } from "./key-hash-typed";
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
  private readonly folder = new TextFolder();

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
    this.feedChars(value, 0, value.length, false, false);
  }

  /**
   * Feeds the normalised form of `value` (from `from` to `to`: a cell inside a file's text) when it
   * is one of the simple, common cases (text in Latin letters; a plain
   * e-mail address, Dutch phone number, postcode or decimal number) and returns true; false =
   * nothing fed.
   */
  feedCell(value: string, rules: Normalisation, from = 0, to = value.length): boolean {
    switch (rules.kind) {
      case "text":
        return this.feedFolded(value, from, to, rules);
      case "email":
        return (
          !rules.gmailRules && isPlainEmail(value, from, to) && this.feedChars(value, from, to, true, true)
        );
      // Each of these reads only ASCII digits and its own separators: anything else says false.
      case "phone":
        return rules.defaultCountry === "NL" && feedDutchPhone(this, value, from, to);
      case "postcode":
        return feedPostcode(this, value, from, to);
      case "number":
        return feedNumber(this, value, from, to);
      case "date":
        return feedDate(this, value, from, to);
    }
  }

  /** A text cell in Latin letters, folded from a table (fold-text.ts); false = nothing fed. */
  private feedFolded(value: string, from: number, to: number, rules: Normalisation): boolean {
    const length = this.folder.fold(value, from, to, rules);
    if (length < 0) return false;
    const codes = this.folder.codes;
    let low = this.low;
    let high = this.high;
    for (let i = 0; i < length; i++) {
      const code = codes[i] as number;
      low = Math.imul(low ^ code, FNV_PRIME);
      const mixed = Math.imul(high ^ code, MIX_PRIME);
      high = mixed ^ (mixed >>> 15);
    }
    this.low = low;
    this.high = high;
    this.length += length;
    this.endValue();
    return true;
  }

  /**
   * Hashes `value` (lower-cased with `lower`) as one column's value. With `plain`, only printable
   * ASCII with no space at either end and no two in a row (trimming and collapsing change nothing),
   * checked in the same pass; anything else returns false with the hash as it was.
   */
  private feedChars(value: string, from: number, to: number, lower: boolean, plain: boolean): boolean {
    // The same steps as `feed`, in locals: this loop runs for millions of cells.
    let low = this.low;
    let high = this.high;
    const last = to - 1;
    for (let i = from; i <= last; i++) {
      let code = value.charCodeAt(i);
      if (plain) {
        if (code > 0x7e || code < SPACE) return false;
        if (code === SPACE && (i === from || i === last || value.charCodeAt(i + 1) === SPACE)) return false;
      }
      if (lower && code >= 0x41 && code <= 0x5a) code += 32;
      low = Math.imul(low ^ code, FNV_PRIME);
      const mixed = Math.imul(high ^ code, MIX_PRIME);
      high = mixed ^ (mixed >>> 15);
    }
    this.low = low;
    this.high = high;
    this.length += to - from;
    this.endValue();
    return true;
  }
}

const MAILTO = "mailto:";

/** An address normaliseEmail lower-cases and nothing more: no space, no mailto:, an @ inside. */
function isPlainEmail(value: string, from: number, to: number): boolean {
  const at = value.lastIndexOf("@", to - 1);
  if (at <= from || at === to - 1) return false;
  const space = value.indexOf(" ", from);
  if (space >= 0 && space < to) return false;
  if (to - from < MAILTO.length) return true;
  for (let i = 0; i < MAILTO.length; i++)
    if ((value.charCodeAt(from + i) | 0x20) !== MAILTO.charCodeAt(i)) return true;
  return false;
}
