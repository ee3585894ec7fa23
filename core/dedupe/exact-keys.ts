import { KeyHash } from "./key-hash";
import { normaliseValue } from "./normalise";
import { NormaliseCache } from "./normalise-cache";
import { QUOTED_CELL, type RowTable } from "./row-table";
import type { ColumnRule } from "./types";

/**
 * Two stretches of text hold the same characters. Slices of a long string are views, not copies, and
 * the engine compares two of them natively, a word at a time: several times faster than a
 * `charCodeAt` loop over a record.
 */
function sameRange(a: string, aFrom: number, aTo: number, b: string, bFrom: number, bTo: number): boolean {
  return aTo - aFrom === bTo - bFrom && a.slice(aFrom, aTo) === b.slice(bFrom, bTo);
}

/**
 * The exact key of a row: a 64-bit hash of its normalised cells, and the check that two rows with
 * the same hash really have the same key. A table that keeps the file's text is read in place,
 * without a string per cell; the common cells are normalised while hashing (key-hash.ts), the rest
 * go through normaliseValue, cached per column.
 */
export class ExactKeys {
  private readonly hash = new KeyHash();
  private readonly caches: NormaliseCache[];
  private readonly bounds: Uint32Array;
  private readonly otherBounds: Uint32Array;

  constructor(
    private readonly rows: RowTable,
    private readonly rules: readonly ColumnRule[],
  ) {
    this.caches = rules.map((rule) => new NormaliseCache(rule.normalisation));
    const width = rules.reduce((most, rule) => Math.max(most, rule.column + 1), 0);
    this.bounds = new Uint32Array(Math.max(width, 1) * 2);
    this.otherBounds = new Uint32Array(Math.max(width, 1) * 2);
  }

  /** Hashes the row's key; read it from `low` and `high`. */
  hashRow(row: number): void {
    const { hash, rules, bounds } = this;
    hash.reset();
    const text = this.rows.cellBounds(row, bounds);
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i] as ColumnRule;
      const start = bounds[rule.column * 2] as number;
      if (text === null || start >= QUOTED_CELL) {
        const value = this.rows.text(row, rule.column);
        if (!hash.feedCell(value, rule.normalisation)) hash.feedText(this.normalise(i, value));
        continue;
      }
      const end = bounds[rule.column * 2 + 1] as number;
      if (start === end) hash.endValue();
      else if (!hash.feedCell(text, rule.normalisation, start, end))
        hash.feedText(this.normalise(i, text.slice(start, end)));
    }
  }

  get low(): number {
    return this.hash.low;
  }

  get high(): number {
    return this.hash.high;
  }

  /**
   * The two rows have the same normalised key. The same text in every column needs no normalising
   * (the usual exact duplicate); otherwise both keys are normalised and compared.
   */
  sameKey(a: number, b: number): boolean {
    return this.sameText(a, b) || this.sameNormalised(a, b);
  }

  private normalise(rule: number, value: string): string {
    return (this.caches[rule] as NormaliseCache).normalise(value);
  }

  private sameText(a: number, b: number): boolean {
    const { rows, rules, bounds, otherBounds } = this;
    // The usual exact duplicate is the same record as written: one comparison, no cells read.
    const record = rows.sourceBounds(a, bounds);
    const otherRecord = record === null ? null : rows.sourceBounds(b, otherBounds);
    if (
      record !== null &&
      otherRecord !== null &&
      sameRange(
        record,
        bounds[0] as number,
        bounds[1] as number,
        otherRecord,
        otherBounds[0] as number,
        otherBounds[1] as number,
      )
    )
      return true;
    const first = rows.cellBounds(a, bounds);
    const second = rows.cellBounds(b, otherBounds);
    for (const { column } of rules) {
      const at = column * 2;
      const start = bounds[at] as number;
      const otherStart = otherBounds[at] as number;
      if (first === null || second === null || start >= QUOTED_CELL || otherStart >= QUOTED_CELL) {
        if (rows.text(a, column) !== rows.text(b, column)) return false;
      } else if (
        !sameRange(first, start, bounds[at + 1] as number, second, otherStart, otherBounds[at + 1] as number)
      )
        return false;
    }
    return true;
  }

  private sameNormalised(a: number, b: number): boolean {
    for (const { column, normalisation } of this.rules) {
      const first = normaliseValue(this.rows.text(a, column), normalisation);
      if (first !== normaliseValue(this.rows.text(b, column), normalisation)) return false;
    }
    return true;
  }
}
