import { type LabelKey, matchLabel } from "./labels";
import { type Layout, type Segment, segmentsBelow, segmentsRightOf, unionBox } from "./layout";
import type { Box } from "./types";

export type FoundBy = "inline" | "right" | "below";

export interface LabelledValue<T> {
  readonly value: T;
  readonly box: Box;
  readonly foundBy: FoundBy;
  readonly label: Segment;
  readonly text: string;
}

/** Base confidence by where the value sat relative to its label. */
export const FOUND_BY_CONFIDENCE: Readonly<Record<FoundBy, number>> = {
  inline: 0.92,
  right: 0.9,
  below: 0.86,
};

export interface FindOptions {
  /** Labels that claim a segment first (e.g. "Leverdatum" is not the generic "Datum"). */
  readonly exclude?: readonly LabelKey[];
  readonly maxBelow?: number;
}

function inlineWordsBox(segment: Segment, rest: string): Box {
  const valueWords = [];
  let remaining = rest.length;
  for (let index = segment.words.length - 1; index >= 0 && remaining > 0; index--) {
    const word = segment.words[index];
    if (!word) break;
    valueWords.unshift(word);
    remaining -= word.text.length + 1;
  }
  return valueWords.length > 0 ? unionBox(valueWords) : segment;
}

/** Every labelled occurrence of a field: the value inline, right of, or below its label. */
export function findLabelledValues<T>(
  layout: Layout,
  key: LabelKey,
  parse: (text: string) => T | null,
  options: FindOptions = {},
): LabelledValue<T>[] {
  const found: LabelledValue<T>[] = [];
  for (const line of layout.lines) {
    for (const segment of line.segments) {
      const rest = matchLabel(key, segment.text);
      if (rest === null) continue;
      if (options.exclude?.some((other) => matchLabel(other, segment.text) !== null)) continue;
      if (rest.length > 0) {
        const value = parse(rest);
        if (value !== null) {
          found.push({
            value,
            box: inlineWordsBox(segment, rest),
            foundBy: "inline",
            label: segment,
            text: rest,
          });
          continue;
        }
      }
      // Text after the label that is not the value means another label ("Datum bestelling" is not "Datum").
      if (rest.length > 0 && !/^\(?([A-Z]{3}|[€$£])\)?:?$/.test(rest)) continue;
      const right = segmentsRightOf(layout, segment)[0];
      // A value sits near its label; a segment half a page away belongs to another column.
      if (right && right.x - (segment.x + segment.width) < segment.height * 22) {
        const value = parse(right.text);
        if (value !== null) {
          found.push({ value, box: right, foundBy: "right", label: segment, text: right.text });
          continue;
        }
      }
      for (const below of segmentsBelow(layout, segment, options.maxBelow ?? 1).slice(0, 2)) {
        const value = parse(below.text);
        if (value !== null) {
          found.push({ value, box: below, foundBy: "below", label: segment, text: below.text });
          break;
        }
      }
    }
  }
  return found;
}
