import { cellText } from "./cell-text";
import { normaliseValue } from "./normalise";
import type { ColumnRule, Row } from "./types";

/** The normalised values of the chosen columns of one row. */
export function normaliseRow(row: Row, rules: readonly ColumnRule[]): string[] {
  return rules.map((rule) => normaliseValue(cellText(row[rule.column]), rule.normalisation));
}

/** Rules for "the whole row": every column with the same normalisation. */
export function wholeRowRules(columnCount: number, template: Omit<ColumnRule, "column">): ColumnRule[] {
  return Array.from({ length: columnCount }, (_, column) => ({ ...template, column }));
}
