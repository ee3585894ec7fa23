import { normaliseValue } from "./normalise";
import type { Normalisation } from "./types";

/** Enough for every date of a few decades, or every city and common name of a country. */
const CAPACITY = 65_536;
/** After this many values a column that hardly repeats (amounts, names) stops being cached. */
const TRIAL = 16_384;

/**
 * normaliseValue for one column, remembering what it gave: the cells without a fast path in a
 * column (dates, accented names and cities) repeat down a million rows. A column whose values
 * rarely repeat is not cached after the trial, so it costs no memory.
 */
export class NormaliseCache {
  private readonly known = new Map<string, string>();
  private lookups = 0;
  private hits = 0;
  private active = true;

  constructor(private readonly rules: Normalisation) {}

  normalise(text: string): string {
    if (!this.active) return normaliseValue(text, this.rules);
    this.lookups++;
    const known = this.known.get(text);
    if (known !== undefined) {
      this.hits++;
      return known;
    }
    const value = normaliseValue(text, this.rules);
    if (this.lookups === TRIAL && this.hits * 4 < TRIAL) {
      this.active = false;
      this.known.clear();
    } else if (this.known.size < CAPACITY) this.known.set(text, value);
    return value;
  }
}
