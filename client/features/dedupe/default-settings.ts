import type { LabelledPair } from "../../../core/dedupe/active-learning";
import { type ColumnReason, chooseColumns } from "../../../core/dedupe/choose-columns";
import type { RowTable } from "../../../core/dedupe/row-table";
import type { ColumnRule, Row } from "../../../core/dedupe/types";
import type { MatchSettingsValue } from "./match-settings";
import type { MatchConfig, MatchMode } from "./worker-protocol";

export interface Suggestions {
  readonly suggestions: Record<MatchMode, ColumnRule[]>;
  /** Columns fuzzy matching leaves out by default (row ids, categories, amounts, …). */
  readonly identifiers: readonly number[];
  /** Per column: why fuzzy matching weighs it or leaves it out. */
  readonly reasons?: readonly ColumnReason[];
}

/** The fuzzy column choice of a loaded table, as the worker sends it with the suggestions. */
export function suggestColumns(
  headers: readonly string[],
  rows: readonly Row[] | RowTable,
  fuzzy: readonly ColumnRule[],
): { identifiers: number[]; reasons: ColumnReason[] } {
  const choices = chooseColumns(headers, rows, fuzzy);
  return {
    identifiers: choices.filter((choice) => !choice.included).map((choice) => choice.column),
    reasons: choices.map((choice) => choice.reason),
  };
}

/** A mode's defaults: exact compares the whole row; fuzzy weighs every column except row ids. */
function defaultsFor(
  table: Suggestions,
  mode: MatchMode,
): Pick<MatchSettingsValue, "mode" | "wholeRow" | "columns"> {
  return {
    mode,
    wholeRow: mode === "exact",
    columns: table.suggestions[mode].map((rule) => {
      const reason = mode === "fuzzy" ? table.reasons?.[rule.column] : undefined;
      return {
        included: mode === "exact" || !table.identifiers.includes(rule.column),
        rule,
        ...(reason ? { reason } : {}),
      };
    }),
  };
}

/** What the page shows before the user touches anything: probabilistic matching learnt from the file. */
export function initialSettings(table: Suggestions): MatchSettingsValue {
  return {
    ...defaultsFor(table, "fuzzy"),
    fuzzyMethod: "probabilistic",
    requireAllPairs: false,
    survivor: "keep-first",
  };
}

/** The settings after a change; choosing another mode brings that mode's defaults. */
export function switchMode(
  table: Suggestions,
  current: MatchSettingsValue,
  next: MatchSettingsValue,
): MatchSettingsValue {
  if (next.mode === current.mode) return next;
  return { ...next, ...defaultsFor(table, next.mode) };
}

/** The rules a run uses: every column for "the whole row", otherwise the ticked ones. */
export function activeRules(settings: MatchSettingsValue): ColumnRule[] {
  return settings.columns
    .filter((choice) => settings.wholeRow || choice.included)
    .map((choice) => choice.rule);
}

/**
 * The worker request for the current settings; `minProbability` null lets the model choose, `labels`
 * are the user's "Same or different?" answers.
 */
export function matchConfig(
  settings: MatchSettingsValue,
  minProbability: number | null,
  labels: readonly LabelledPair[] = [],
): MatchConfig {
  return {
    mode: settings.mode,
    rules: activeRules(settings),
    requireAllPairs: settings.requireAllPairs,
    fuzzyMethod: settings.fuzzyMethod,
    minProbability,
    ...(labels.length > 0 ? { labels } : {}),
  };
}
