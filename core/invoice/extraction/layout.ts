import { median } from "./median";
import { splitBlocksBesideTallType } from "./tall-line-split";
import type { Box, DocumentWords, Word } from "./types";

/** Words close together on one line: a label, a value or a table cell. */
export interface Segment extends Box {
  readonly text: string;
  readonly words: readonly Word[];
  readonly line: number;
}

export interface Line extends Box {
  readonly index: number;
  readonly text: string;
  readonly words: readonly Word[];
  readonly segments: readonly Segment[];
}

export interface Layout {
  readonly lines: readonly Line[];
  readonly pageCount: number;
}

export function unionBox(boxes: readonly Box[]): Box {
  const first = boxes[0];
  if (!first) return { page: 1, x: 0, y: 0, width: 0, height: 0 };
  let left = first.x;
  let top = first.y;
  let right = first.x + first.width;
  let bottom = first.y + first.height;
  for (const box of boxes) {
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.x + box.width);
    bottom = Math.max(bottom, box.y + box.height);
  }
  return { page: first.page, x: left, y: top, width: right - left, height: bottom - top };
}

function splitSegments(words: readonly Word[], lineIndex: number, lineHeight: number): Segment[] {
  const segments: Segment[] = [];
  let current: Word[] = [];
  const flush = (): void => {
    if (current.length === 0) return;
    const box = unionBox(current);
    segments.push({ ...box, text: current.map((w) => w.text).join(" "), words: current, line: lineIndex });
    current = [];
  };
  for (const word of words) {
    const previous = current[current.length - 1];
    // A gap wider than about one line height separates columns; a normal space is a third of that.
    if (previous && word.x - (previous.x + previous.width) > lineHeight * 0.9) flush();
    current.push(word);
  }
  flush();
  return segments;
}

/**
 * Whether `word` sits under (or over) a word of the group, in its column: two small lines a tall
 * title beside them spans are two lines, not one. The same word printed twice on one baseline (a
 * generator's fake bold) shares its centre and still joins.
 */
function stacksUnder(group: readonly Word[], word: Word): boolean {
  const centre = word.y + word.height / 2;
  return group.some(
    (other) =>
      other.x < word.x + word.width &&
      word.x < other.x + other.width &&
      Math.abs(other.y + other.height / 2 - centre) > Math.min(other.height, word.height) * 0.5,
  );
}

/** Past this many words a group is no letterhead line: the check below stays off, so a page stays linear. */
const MAX_STACK_CHECK = 256;

/**
 * Whether `word` is at least 1.5 times taller than a word of the group in its column that sits a line
 * above or below it: a small "J. Mulder" over a big "Schildersbedrijf Mulder", both spanned by a tall
 * title at the right, are two lines (pdfmake and pdfkit letterheads stack type sizes like that).
 */
function towersOverSmaller(group: readonly Word[], word: Word): boolean {
  if (group.length > MAX_STACK_CHECK) return false;
  const centre = word.y + word.height / 2;
  return group.some(
    (other) =>
      // A comma or a speck in an OCR line has a small box of its own but no type size.
      /[\p{L}\p{N}].*[\p{L}\p{N}]/u.test(other.text) &&
      other.height * 1.5 <= word.height &&
      other.x < word.x + word.width &&
      word.x < other.x + other.width &&
      Math.abs(other.y + other.height / 2 - centre) > other.height * 0.5,
  );
}

/**
 * Whether `word` stands a line below (or above) the words of its own size in the group: beside a tall
 * name, the second line of a small block is still within the name's height, but not on the first's.
 */
function leavesItsSizeLine(group: readonly Word[], word: Word): boolean {
  const sameSize = group.filter((other) => Math.abs(other.height - word.height) < word.height * 0.25);
  if (sameSize.length === 0) return false;
  const centre = sameSize.reduce((sum, other) => sum + other.y + other.height / 2, 0) / sameSize.length;
  return Math.abs(word.y + word.height / 2 - centre) > word.height * 0.5;
}

/**
 * Groups words into lines (same page, overlapping vertical centres) and each line into segments
 * separated by wide gaps. Reading order: page, top to bottom, left to right.
 */
export function buildLayout(document: DocumentWords): Layout {
  const words = document.words.filter((w) => w.text.trim().length > 0 && Number.isFinite(w.x + w.y));
  const sorted = [...words].sort((a, b) => a.page - b.page || a.y + a.height / 2 - (b.y + b.height / 2));
  const groups: Word[][] = [];
  let group: Word[] = [];
  let groupCentre = 0;
  let groupHeight = 0;
  for (const word of sorted) {
    const centre = word.y + word.height / 2;
    const first = group[0];
    if (
      first &&
      first.page === word.page &&
      Math.abs(centre - groupCentre) < Math.max(groupHeight, word.height) * 0.5 &&
      // Only a tall word stretches a line over two others; OCR lines of one type size keep their slack.
      !(groupHeight > word.height * 1.5 && (stacksUnder(group, word) || leavesItsSizeLine(group, word))) &&
      !towersOverSmaller(group, word)
    ) {
      group.push(word);
      groupCentre = (groupCentre * (group.length - 1) + centre) / group.length;
      groupHeight = Math.max(groupHeight, word.height);
    } else {
      if (group.length > 0) groups.push(group);
      group = [word];
      groupCentre = centre;
      groupHeight = word.height;
    }
  }
  if (group.length > 0) groups.push(group);

  const lines: Line[] = splitBlocksBesideTallType(groups).map((lineWords, index) => {
    const ordered = [...lineWords].sort((a, b) => a.x - b.x);
    const lineHeight = median(ordered.map((w) => w.height));
    const box = unionBox(ordered);
    return {
      ...box,
      index,
      text: ordered.map((w) => w.text).join(" "),
      words: ordered,
      segments: splitSegments(ordered, index, lineHeight),
    };
  });
  const pageCount = document.pages.length > 0 ? document.pages.length : (lines[lines.length - 1]?.page ?? 0);
  return { lines, pageCount };
}

export function boxOf(segment: Box): Box {
  return { page: segment.page, x: segment.x, y: segment.y, width: segment.width, height: segment.height };
}

function overlapsHorizontally(a: Box, b: Box, slack: number): boolean {
  return a.x - slack < b.x + b.width && b.x - slack < a.x + a.width;
}

/** The segment right of `segment` on the same line, nearest first. */
export function segmentsRightOf(layout: Layout, segment: Segment): Segment[] {
  const line = layout.lines[segment.line];
  if (!line) return [];
  return line.segments.filter((s) => s.x > segment.x + segment.width - 0.5);
}

/** Segments directly below `segment` (overlapping columns) within a few line heights, nearest first. */
export function segmentsBelow(layout: Layout, segment: Segment, maxLines = 3): Segment[] {
  const result: Segment[] = [];
  const limit = segment.y + segment.height * (1.6 * maxLines + 0.5);
  for (let index = segment.line + 1; index < layout.lines.length; index++) {
    const line = layout.lines[index];
    if (!line || line.page !== segment.page || line.y > limit) break;
    for (const candidate of line.segments) {
      if (overlapsHorizontally(candidate, segment, segment.height * 0.5)) result.push(candidate);
    }
  }
  return result;
}
