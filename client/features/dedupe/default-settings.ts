import type { ColumnRule } from "../../../core/dedupe/types";
import type { MatchSettingsValue } from "./match-settings";
import type { MatchMode } from "./worker-protocol";

export interface Suggestions {
  readonly suggestions: Record<MatchMode, ColumnRule[]>;
}

function suggestColumns(table: Suggestions, mode: MatchMode): MatchSettingsValue["columns"] {
  return table.suggestions[mode].map((rule) => ({ included: true, rule }));
}

/** What the page shows before the user touches anything. */
export function initialSettings(table: Suggestions): MatchSettingsValue {
  return {
    mode: "exact",
    wholeRow: true,
    columns: suggestColumns(table, "exact"),
    requireAllPairs: false,
    survivor: "keep-first",
  };
}

/** The settings after choosing another mode: that mode's defaults (fuzzy also ignores accents and punctuation). */
export function switchMode(
  table: Suggestions,
  current: MatchSettingsValue,
  next: MatchSettingsValue,
): MatchSettingsValue {
  if (next.mode === current.mode) return next;
  const suggested = suggestColumns(table, next.mode);
  return {
    ...next,
    columns: suggested.map((choice, i) => ({ ...choice, included: next.columns[i]?.included ?? true })),
  };
}

/** The rules a run uses: every column for "the whole row", otherwise the ticked ones. */
export function activeRules(settings: MatchSettingsValue): ColumnRule[] {
  return settings.columns
    .filter((choice) => settings.wholeRow || choice.included)
    .map((choice) => choice.rule);
}
