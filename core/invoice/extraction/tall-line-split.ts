import type { Word } from "./types";

/** A word this much smaller than the line's tallest is small type beside a big one (a letterhead). */
const SMALL_TYPE_RATIO = 1.5;

function leftOf(words: readonly Word[]): number {
  return Math.min(...words.map((word) => word.x));
}

function centreOf(word: Word): number {
  return word.y + word.height / 2;
}

/**
 * Whether `word` (small type) has a word of its own size stacked right above or below it in the
 * neighbouring line, whose centre also lies within the height of the line's tall words: a block of
 * two small lines printed beside one tall line, as a right-aligned address beside a letterhead name.
 */
function isBlockBesideTallType(
  word: Word,
  tallTop: number,
  tallBottom: number,
  neighbour: readonly Word[],
): boolean {
  return neighbour.some((other) => {
    const centre = centreOf(other);
    return (
      other.page === word.page &&
      Math.abs(other.height - word.height) < word.height * 0.25 &&
      other.x < word.x + word.width + word.height &&
      word.x < other.x + other.width + word.height &&
      centre > tallTop &&
      centre < tallBottom
    );
  });
}

/**
 * Splits a grouped line whose small words belong to a stacked block of small lines beside its tall
 * words (a big logo-type name at the left, a small address block at the right): without this the
 * block's first line is read as part of the name's line. The tall words stay first, their block
 * follows (or precedes it when the block stands left), so the page reads in the order it did.
 */
export function splitBlocksBesideTallType(groups: readonly Word[][]): Word[][] {
  const result: Word[][] = [];
  groups.forEach((group, index) => {
    const tallest = Math.max(...group.map((word) => word.height));
    const small = group.filter((word) => word.height * SMALL_TYPE_RATIO <= tallest);
    if (small.length === 0) {
      result.push(group);
      return;
    }
    const tall = group.filter((word) => !small.includes(word));
    const tallTop = Math.min(...tall.map((word) => word.y));
    const tallBottom = Math.max(...tall.map((word) => word.y + word.height));
    const neighbours = [...(groups[index - 1] ?? []), ...(groups[index + 1] ?? [])];
    const stacked = small.some((word) => isBlockBesideTallType(word, tallTop, tallBottom, neighbours));
    if (!stacked) result.push(group);
    // The piece that starts further left reads first, as it did as the line's first segment.
    else if (leftOf(small) < leftOf(tall)) result.push(small, tall);
    else result.push(tall, small);
  });
  return result;
}
