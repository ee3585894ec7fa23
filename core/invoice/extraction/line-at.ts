import type { Line } from "./layout";

/**
 * For each page: the distinct top and bottom edges of its lines, sorted, and for every edge and every
 * gap between two edges the index of the first line spanning it (-1 for none). Slot 2k is edge k,
 * slot 2k+1 the gap after it.
 */
interface PageSpans {
  readonly edges: readonly number[];
  readonly firstLine: Int32Array;
}

const spansByLines = new WeakMap<readonly Line[], Map<number, PageSpans>>();

/** The index of `value` in sorted `edges`, or of the first edge above it (edges.length when none). */
function edgeAtOrAbove(edges: readonly number[], value: number): number {
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((edges[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function buildPageSpans(lines: readonly Line[], indexes: readonly number[]): PageSpans {
  // A line with a NaN edge spans nothing, as `top <= y && bottom >= y` is then never true.
  const spanning = indexes.flatMap((index) => {
    const line = lines[index];
    return line && line.y <= line.y + line.height
      ? [{ index, top: line.y, bottom: line.y + line.height }]
      : [];
  });
  const edges = [...new Set(spanning.flatMap((line) => [line.top, line.bottom]))].sort((a, b) => a - b);
  const slots = Math.max(0, edges.length * 2 - 1);
  const firstLine = new Int32Array(slots).fill(-1);
  // The next slot no line has claimed yet (path halving). Lines claim in index order, so the first
  // to claim a slot is the first line spanning it, and each slot is claimed once.
  const next = Int32Array.from({ length: slots + 1 }, (_, slot) => slot);
  const unclaimed = (slot: number): number => {
    let at = slot;
    while (next[at] !== at) {
      next[at] = next[next[at] as number] as number;
      at = next[at] as number;
    }
    return at;
  };
  for (const { index, top, bottom } of spanning) {
    const last = edgeAtOrAbove(edges, bottom) * 2;
    for (let slot = unclaimed(edgeAtOrAbove(edges, top) * 2); slot <= last; slot = unclaimed(slot + 1)) {
      firstLine[slot] = index;
      next[slot] = slot + 1;
    }
  }
  return { edges, firstLine };
}

function pageSpans(lines: readonly Line[]): Map<number, PageSpans> {
  const cached = spansByLines.get(lines);
  if (cached) return cached;
  const byPage = new Map<number, number[]>();
  lines.forEach((line, index) => {
    const indexes = byPage.get(line.page) ?? [];
    indexes.push(index);
    byPage.set(line.page, indexes);
  });
  const spans = new Map<number, PageSpans>();
  for (const [page, indexes] of byPage) spans.set(page, buildPageSpans(lines, indexes));
  spansByLines.set(lines, spans);
  return spans;
}

/**
 * The index of the first line on `page` whose top is at or above `y` and whose bottom is at or below
 * it, or -1: the same answer as scanning the lines in order, found by a binary search over the page's
 * line edges (built once per layout) instead of a scan per question.
 */
export function firstLineSpanning(lines: readonly Line[], page: number, y: number): number {
  if (Number.isNaN(page) || Number.isNaN(y)) return -1;
  const spans = pageSpans(lines).get(page);
  if (!spans) return -1;
  const at = edgeAtOrAbove(spans.edges, y);
  if (at < spans.edges.length && spans.edges[at] === y) return spans.firstLine[at * 2] ?? -1;
  // Between edge at-1 and edge at; below the lowest or above the highest edge no line spans y.
  if (at === 0 || at === spans.edges.length) return -1;
  return spans.firstLine[at * 2 - 1] ?? -1;
}
