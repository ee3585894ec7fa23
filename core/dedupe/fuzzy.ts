import { expandAddressAbbreviations } from "./address-abbreviations";
import { buildBlockingPasses, orderByKey } from "./blocking";
import { cellText } from "./cell-text";
import { normaliseValue } from "./normalise";
import { compareValues, tokenise, tokenSetRatioOfTokens } from "./similarity";
import type { Cluster, ColumnRule, Row } from "./types";
import { UnionFind } from "./union-find";

export interface FuzzyOptions {
  readonly rules: readonly ColumnRule[];
  /** Off: clusters are transitive (A~B, B~C → A, B, C). On: every pair inside a cluster must match. */
  readonly requireAllPairs: boolean;
  /** Sorted-neighbourhood window: each row is compared with this many following rows per pass. */
  readonly window?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_WINDOW = 12;

interface Edge {
  readonly a: number;
  readonly b: number;
  readonly score: number;
}

type PairScorer = (a: number, b: number) => number;

interface PreparedColumn {
  readonly rule: ColumnRule;
  readonly values: readonly string[];
  /** Sorted distinct words per row, for token-set and address columns. */
  readonly tokens: readonly (readonly string[])[] | null;
}

function prepareColumn(rows: readonly Row[], rule: ColumnRule): PreparedColumn {
  const usesTokens = rule.method === "token-set" || rule.method === "address";
  // Expanding abbreviations once per value instead of once per comparison.
  const values = rows.map((row) => {
    const value = normaliseValue(cellText(row[rule.column]), rule.normalisation);
    return rule.method === "address" ? expandAddressAbbreviations(value) : value;
  });
  return { rule, values, tokens: usesTokens ? values.map(tokenise) : null };
}

/** Mean column similarity when every column reaches its threshold, otherwise -1. */
function createPairScorer(columns: readonly PreparedColumn[]): PairScorer {
  // Cheap, selective columns first so most pairs are rejected after one comparison.
  const order = [...columns].sort(
    (x, y) => Number(y.rule.method === "exact") - Number(x.rule.method === "exact"),
  );
  return (a, b) => {
    let total = 0;
    for (const { rule, values, tokens } of order) {
      const valueA = values[a] ?? "";
      const valueB = values[b] ?? "";
      let similarity: number;
      if (valueA === valueB) similarity = 1;
      else if (!valueA || !valueB || rule.method === "exact") similarity = 0;
      else if (tokens) similarity = tokenSetRatioOfTokens(tokens[a] ?? [], tokens[b] ?? []);
      else similarity = compareValues(valueA, valueB, rule.method);
      if (similarity < rule.threshold) return -1;
      total += similarity;
    }
    return columns.length === 0 ? -1 : total / columns.length;
  };
}

function collectEdges(columns: readonly PreparedColumn[], options: FuzzyOptions, score: PairScorer): Edge[] {
  const window = options.window ?? DEFAULT_WINDOW;
  const passes = columns.flatMap((column) => buildBlockingPasses(column.values, column.rule.method));
  const edges: Edge[] = [];
  const seen = new Set<number>();
  const rowCount = columns[0]?.values.length ?? 0;
  passes.forEach((pass, passIndex) => {
    const order = orderByKey(pass.keys);
    for (let i = 0; i < order.length; i++) {
      const a = order[i] ?? 0;
      const last = Math.min(order.length - 1, i + window);
      for (let j = i + 1; j <= last; j++) {
        const b = order[j] ?? 0;
        const low = Math.min(a, b);
        const high = Math.max(a, b);
        const pairScore = score(low, high);
        if (pairScore < 0) continue;
        const code = low * rowCount + high;
        if (seen.has(code)) continue;
        seen.add(code);
        edges.push({ a: low, b: high, score: pairScore });
      }
    }
    options.onProgress?.(passIndex + 1, passes.length + 1);
  });
  return edges;
}

/** Greedy complete-link split of one transitive component: a row joins the first group it fully matches. */
function splitIntoCliques(
  members: readonly number[],
  score: PairScorer,
): { rows: number[]; score: number }[] {
  const groups: { rows: number[]; score: number }[] = [];
  for (const row of members) {
    let placed = false;
    for (const group of groups) {
      let weakest = group.score;
      const fits = group.rows.every((other) => {
        const pairScore = score(other, row);
        weakest = Math.min(weakest, pairScore);
        return pairScore >= 0;
      });
      if (!fits) continue;
      group.rows.push(row);
      group.score = weakest;
      placed = true;
      break;
    }
    if (!placed) groups.push({ rows: [row], score: 1 });
  }
  return groups.filter((group) => group.rows.length > 1);
}

/**
 * Fuzzy de-duplication: per-column similarity with a threshold per column (all must pass), candidate
 * pairs from multi-pass sorted-neighbourhood blocking, clusters by union-find. A cluster's score is its
 * weakest matching pair.
 */
export function findFuzzyClusters(rows: readonly Row[], options: FuzzyOptions): Cluster[] {
  const columns = options.rules.map((rule) => prepareColumn(rows, rule));
  const score = createPairScorer(columns);
  const edges = collectEdges(columns, options, score);
  const sets = new UnionFind(rows.length);
  for (const edge of edges) sets.union(edge.a, edge.b);
  const components = new Map<number, number[]>();
  const weakest = new Map<number, number>();
  for (const edge of edges) {
    const root = sets.find(edge.a);
    weakest.set(root, Math.min(weakest.get(root) ?? 1, edge.score));
  }
  for (let row = 0; row < rows.length; row++) {
    const root = sets.find(row);
    if (!weakest.has(root)) continue;
    const members = components.get(root);
    if (members) members.push(row);
    else components.set(root, [row]);
  }
  let groups: { rows: number[]; score: number }[] = [];
  for (const [root, members] of components) {
    if (options.requireAllPairs) groups.push(...splitIntoCliques(members, score));
    else groups.push({ rows: members, score: weakest.get(root) ?? 1 });
  }
  groups = groups.sort((x, y) => (x.rows[0] ?? 0) - (y.rows[0] ?? 0));
  options.onProgress?.(1, 1);
  return groups.map((group, index) => ({ id: index + 1, rows: group.rows, score: group.score }));
}
