import { TextFolder } from "./fold-text";
import { type CodeSink, feedDate, feedDutchPhone, feedNumber, feedPostcode } from "./key-hash-typed";
import type { Normalisation } from "./types";

const LOW_SEED = 0x811c9dc5;
const HIGH_SEED = 0x9747b28c;
const CELL_SEED = 0x2545f491;
const CELL_PRIME = 0x01000193;
const LOW_PRIME = 0x5bd1e995;
const HIGH_PRIME = 0x85ebca6b;
const SPACE = 0x20;
const AT = 0x40;

/**
 * A 64-bit hash of a row's normalised key. Each cell's normalised characters are collected (fed one
 * at a time, or written in a loop) and hashed two characters a step into 32 bits with the cell's
 * length; the cells' hashes make the row's two halves. The common cells are normalised on the fly,
 * without building the normalised string: `feedCell` says when it could not, and the caller feeds
 * normaliseValue's result instead. Both ways give the same characters (a test holds them together).
 * Rows with equal hashes are compared, so a collision costs a comparison, never a wrong merge.
 */
export class KeyHash implements CodeSink {
  low = LOW_SEED;
  high = HIGH_SEED;
  private codes = new Uint16Array(256);
  private readonly folder = new TextFolder();

  reset(): void {
    this.low = LOW_SEED;
    this.high = HIGH_SEED;
  }

  /** An empty value, as one column's value. */
  endValue(): void {
    this.hashCell(this.codes, 0, 0);
  }

  /** A value already normalised (normaliseValue's result), as one column's value. */
  feedText(value: string): void {
    const codes = this.room(value.length);
    for (let i = 0; i < value.length; i++) codes[i] = value.charCodeAt(i);
    this.hashCell(codes, 0, value.length);
  }

  room(size: number): Uint16Array {
    if (size > this.codes.length) this.codes = new Uint16Array(Math.max(size, this.codes.length * 2));
    return this.codes;
  }

  endCodes(codes: Uint16Array, from: number, to: number): void {
    this.hashCell(codes, from, to);
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
        return !rules.gmailRules && this.feedEmail(value, from, to);
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

  /** One cell's characters into the row's hash: two characters a multiplication. */
  private hashCell(codes: Uint16Array, from: number, to: number): void {
    const length = to - from;
    let cell = CELL_SEED ^ length;
    let i = from;
    for (; i + 1 < to; i += 2) {
      cell = Math.imul(cell ^ ((codes[i] as number) | ((codes[i + 1] as number) << 16)), CELL_PRIME);
      cell ^= cell >>> 15;
    }
    if (i < to) cell = Math.imul(cell ^ (codes[i] as number), CELL_PRIME);
    const low = Math.imul(this.low ^ cell, LOW_PRIME);
    this.low = low ^ (low >>> 13);
    const high = Math.imul(this.high ^ cell ^ (length << 20), HIGH_PRIME);
    this.high = high ^ (high >>> 16);
  }

  /** A text cell in Latin letters, folded from a table (fold-text.ts); false = nothing fed. */
  private feedFolded(value: string, from: number, to: number, rules: Normalisation): boolean {
    const length = this.folder.fold(value, from, to, rules);
    if (length < 0) return false;
    this.hashCell(this.folder.codes, 0, length);
    return true;
  }

  /**
   * An address normaliseEmail lower-cases and nothing more (printable ASCII, no white space, an @
   * inside, no mailto:), checked and lower-cased in one pass; false = nothing fed.
   */
  private feedEmail(value: string, from: number, to: number): boolean {
    const length = to - from;
    const codes = this.room(length);
    let at = -1;
    for (let i = 0; i < length; i++) {
      let code = value.charCodeAt(from + i);
      if (code > 0x7e || code <= SPACE) return false;
      if (code === AT) at = i;
      else if (code >= 0x41 && code <= 0x5a) code += 32;
      codes[i] = code;
    }
    if (at <= 0 || at === length - 1 || startsWithMailto(codes, length)) return false;
    this.hashCell(codes, 0, length);
    return true;
  }
}

const MAILTO = "mailto:";

function startsWithMailto(codes: Uint16Array, length: number): boolean {
  if (length < MAILTO.length) return false;
  for (let i = 0; i < MAILTO.length; i++) if (codes[i] !== MAILTO.charCodeAt(i)) return false;
  return true;
}
