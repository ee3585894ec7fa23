import type { Normalisation } from "./types";

/** Below U+0250: ASCII, Latin-1 Supplement, Latin Extended-A and -B, the letters of European names. */
const TABLE_SIZE = 0x250;
/** White space as `\s` and `String.prototype.trim` know it. */
const WHITE = -1;
/** A character the table does not mirror: the cell goes through normaliseValue. */
const OTHER = -2;
const SPACE = 0x20;

/**
 * Per character, what normaliseValue makes of it on its own, asked of the engine itself (so the
 * table cannot disagree with `normalize` and `toLowerCase`): a character NFC leaves as it is and that
 * lower-cases to one character. Every character in it is a starter that composes with nothing after
 * it, so NFC and lower-casing of a whole cell are the same as of each character.
 */
function buildTable(lower: boolean): Int32Array {
  const table = new Int32Array(TABLE_SIZE);
  for (let code = 0; code < TABLE_SIZE; code++) {
    const char = String.fromCharCode(code);
    const folded = lower ? char.toLowerCase() : char;
    if (/\s/.test(char)) table[code] = WHITE;
    else if (char.normalize("NFC") !== char || folded.length !== 1) table[code] = OTHER;
    else table[code] = folded.charCodeAt(0);
  }
  return table;
}

const LOWER = buildTable(true);
const AS_WRITTEN = buildTable(false);

/**
 * normaliseValue's text rules (NFC, lower case, collapsed white space, trimmed) done character by
 * character from a table, for cells written in Latin letters: accented names (Renée, Şahin, Øster)
 * and cells with extra spaces no longer take the slow way. The result goes into `codes`.
 */
export class TextFolder {
  codes = new Uint16Array(256);

  /**
   * Folds `value` from `from` to `to` into `codes` and returns its length, or -1 (nothing usable in
   * `codes`) for a character outside the table or rules it does not mirror (accents or punctuation
   * ignored, other kinds of value).
   */
  fold(value: string, from: number, to: number, rules: Normalisation): number {
    if (rules.kind !== "text" || rules.ignoreAccents || rules.ignorePunctuation) return -1;
    if (to - from > this.codes.length)
      this.codes = new Uint16Array(Math.max(to - from, this.codes.length * 2));
    const table = rules.ignoreCase ? LOWER : AS_WRITTEN;
    const codes = this.codes;
    let length = 0;
    // White space waiting for the next character: dropped at the end when trimming, at the start too.
    let pending = 0;
    let pendingFrom = from;
    for (let i = from; i < to; i++) {
      const code = value.charCodeAt(i);
      const folded = code < TABLE_SIZE ? (table[code] as number) : OTHER;
      if (folded === OTHER) return -1;
      if (folded === WHITE) {
        if (pending === 0) pendingFrom = i;
        pending++;
        continue;
      }
      if (pending > 0) {
        if (!rules.trim || length > 0) length = this.writeSpace(value, pendingFrom, pending, length, rules);
        pending = 0;
      }
      codes[length++] = folded;
    }
    if (pending > 0 && !rules.trim) length = this.writeSpace(value, pendingFrom, pending, length, rules);
    return length;
  }

  /** A run of white space inside the value: one space when collapsing, else as written. */
  private writeSpace(
    value: string,
    from: number,
    count: number,
    length: number,
    rules: Normalisation,
  ): number {
    const codes = this.codes;
    if (rules.collapseSpaces) {
      codes[length] = SPACE;
      return length + 1;
    }
    for (let i = from; i < from + count; i++) codes[length++] = value.charCodeAt(i);
    return length;
  }
}
