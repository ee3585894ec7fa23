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
  /** How many segments below the label may be tried (a name under "Seller:" can follow an id line). */
  readonly belowCandidates?: number;
  /** An inline value only counts after a colon ("Lieferant GmbH" is a name, "Lieferant: X" a label). */
  readonly inlineNeedsColon?: boolean;
  /** How far right of its label a value may be, in label heights (totals sit at the right margin). */
  readonly rightReach?: number;
  /** Text besides a currency that may stand between label and value ("Subtotaal 9%": the rate). */
  readonly between?: RegExp;
}

/** What may stand between a label and its amount: a currency ("EUR", "(in EURO)", "in €", "US$"). */
const CURRENCY_ONLY = /^[([]?\s*(?:[Ii]n\s+)?(?:[A-Z]{3}|EURO|Euro|US\$|[€$£₹]|Rs\.?)\s*[)\]]?\s*:?$/;

/** The value segment right of a label: the nearest, stepping over a lone currency column ("EUR"). */
function valueRightOf(layout: Layout, segment: Segment): Segment | undefined {
  const [first, second] = segmentsRightOf(layout, segment);
  return first && CURRENCY_ONLY.test(first.text.trim()) && second ? second : first;
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
      const colon = segment.text.slice(0, segment.text.length - rest.length).includes(":");
      if (rest.length > 0 && (colon || !options.inlineNeedsColon)) {
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
      if (rest.length > 0 && !CURRENCY_ONLY.test(rest) && !options.between?.test(rest)) continue;
      const right = valueRightOf(layout, segment);
      // A value sits near its label; a segment half a page away belongs to another column. The type
      // size is also read from the label's letters: an OCR line is as tall as a logo beside it.
      const size = Math.min(segment.height, (2 * segment.width) / Math.max(1, segment.text.length));
      if (right && right.x - (segment.x + segment.width) < size * (options.rightReach ?? 22)) {
        const value = parse(right.text);
        if (value !== null) {
          found.push({ value, box: right, foundBy: "right", label: segment, text: right.text });
          continue;
        }
      }
      const below = segmentsBelow(layout, segment, options.maxBelow ?? 1);
      for (const candidate of below.slice(0, options.belowCandidates ?? 2)) {
        const value = parse(candidate.text);
        if (value !== null) {
          found.push({ value, box: candidate, foundBy: "below", label: segment, text: candidate.text });
          break;
        }
      }
    }
  }
  return found;
}
