import type { ParseWarning } from "./model";

/** A file broken on every line must not produce a million warnings; the first ones say what is wrong. */
const MAX_WARNINGS = 200;

export interface WarningList {
  add(warning: ParseWarning): void;
  list(): ParseWarning[];
}

export function createWarningList(): WarningList {
  const warnings: ParseWarning[] = [];
  let dropped = 0;
  return {
    add(warning) {
      if (warnings.length < MAX_WARNINGS) warnings.push(warning);
      else dropped++;
    },
    list() {
      if (dropped === 0) return warnings;
      return [...warnings, { message: `${dropped} more warnings like the ones above are not listed.` }];
    },
  };
}
