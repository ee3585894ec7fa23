import { withEnglish } from "./bank-text";
import type { ParseWarning } from "./model";

/** A file broken on every line must not produce a million warnings; the first ones say what is wrong. */
const MAX_WARNINGS = 200;

/** A warning before its English words are written (only kept warnings are worded). */
export type WarningInput = Omit<ParseWarning, "message">;

export interface WarningList {
  add(warning: WarningInput): void;
  list(): ParseWarning[];
}

export function createWarningList(): WarningList {
  const warnings: ParseWarning[] = [];
  let dropped = 0;
  return {
    add(warning) {
      if (warnings.length < MAX_WARNINGS) warnings.push(withEnglish(warning));
      else dropped++;
    },
    list() {
      if (dropped === 0) return warnings;
      return [...warnings, withEnglish({ code: "more_warnings", values: { count: dropped } })];
    },
  };
}
