import { forEachCandidatePair } from "./candidate-pairs";
import { type ComparisonKind, type PreparedComparison, prepareComparison } from "./comparison-levels";
import { estimateColumnU, seededRandom } from "./estimate-u";
import {
  estimateModel,
  type LinkageModel,
  matchProbability,
  type Pattern,
  sumWeights,
} from "./linkage-model";
import type { Cluster, ColumnRule, Row } from "./types";
import { UnionFind } from "./union-find";

export interface LinkageOptions {
  readonly rules: readonly ColumnRule[];
  /** Off: clusters are transitive (A~B, B~C → A, B, C). On: every pair inside a cluster must match. */
  readonly requireAllPairs: boolean;
  /** Pairs at or above this match probability are duplicates; by default the model's own threshold. */
  readonly minProbability?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

/** A pair of rows inside a cluster with its comparison vector (level per column, 255 = missing). */
export interface MatchedPair {
  readonly a: number;
  readonly b: number;
  readonly levels: readonly number[];
  readonly weight: number;
  readonly probability: number;
}

export interface LinkageColumn {
  readonly column: number;
  readonly kind: ComparisonKind;
  readonly labels: readonly string[];
}

export interface LinkageResult {
  readonly clusters: Cluster[];
  /** Per cluster (same order), the matching pairs that hold it together, strongest first. */
  readonly evidence: MatchedPair[][];
  readonly columns: readonly LinkageColumn[];
  readonly model: LinkageModel;
  readonly threshold: number;
  readonly suggestedThreshold: number;
  readonly candidatePairs: number;
}

const PAIRS_PER_CLUSTER = 12;

class IntList {
  values = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * The threshold that maximises the expected F1 under the model: pairs sorted by probability, the
 * expected true matches among the top k against the expected matches in all candidate pairs.
 */
function suggestThreshold(patterns: readonly Pattern[], probabilities: Float64Array): number {
  const order = patterns
    .map((_, index) => index)
    .sort((x, y) => (probabilities[y] ?? 0) - (probabilities[x] ?? 0));
  let expectedMatches = 0;
  patterns.forEach((pattern, index) => {
    expectedMatches += pattern.count * (probabilities[index] ?? 0);
  });
  let best = 0.5;
  let bestF1 = -1;
  let taken = 0;
  let truePairs = 0;
  for (const index of order) {
    const probability = probabilities[index] ?? 0;
    const count = patterns[index]?.count ?? 0;
    taken += count;
    truePairs += count * probability;
    const f1 = (2 * truePairs) / (taken + expectedMatches);
    if (f1 > bestF1) {
      bestF1 = f1;
      best = probability;
    }
  }
  return best;
}

function levelsOf(
  columns: readonly PreparedComparison[],
  a: number,
  b: number,
  into: Uint8Array,
): Uint8Array {
  for (let column = 0; column < columns.length; column++) into[column] = columns[column]?.level(a, b) ?? 255;
  return into;
}

/** Greedy complete-link split: a row joins the first group whose every row it matches. */
function splitIntoCliques(
  members: readonly number[],
  matches: (a: number, b: number) => boolean,
): number[][] {
  const groups: number[][] = [];
  for (const row of members) {
    const group = groups.find((rows) => rows.every((other) => matches(other, row)));
    if (group) group.push(row);
    else groups.push([row]);
  }
  return groups.filter((rows) => rows.length > 1);
}

/**
 * Fellegi–Sunter record linkage inside one file: per column comparison levels, u from random pairs, m
 * and the match share by EM on the candidate pairs, summed log2(m/u) weights with blanks neutral, a
 * match probability per pair, and clusters of the pairs at or above the threshold.
 */
export function linkRecords(rows: readonly Row[], options: LinkageOptions): LinkageResult {
  const columns = options.rules.map((rule) => prepareComparison(rows, rule));
  const random = seededRandom(rows.length + 17);
  const u = columns.map((column) => estimateColumnU(column, random));
  const pairA = new IntList();
  const pairB = new IntList();
  const pairPattern = new IntList();
  const patternIds = new Map<string, number>();
  const patterns: Pattern[] = [];
  const scratch = new Uint8Array(columns.length);
  forEachCandidatePair(
    columns,
    rows.length,
    (a, b) => {
      levelsOf(columns, a, b, scratch);
      const key = String.fromCharCode(...scratch);
      let id = patternIds.get(key);
      if (id === undefined) {
        id = patterns.length;
        patternIds.set(key, id);
        patterns.push({ levels: scratch.slice(), count: 0 });
      }
      (patterns[id] as Pattern).count++;
      pairA.push(a);
      pairB.push(b);
      pairPattern.push(id);
    },
    options.onProgress ? (done, total) => options.onProgress?.(done, total * 1.1) : undefined,
  );
  const model = estimateModel(patterns, u);
  const weights = patterns.map((pattern) => sumWeights(model.weights, pattern.levels));
  const probabilities = Float64Array.from(weights, (weight) => matchProbability(weight, model.lambda));
  // Never above 0.5: a pair the model finds more likely a match than not is one.
  const suggestedThreshold = Math.min(0.5, suggestThreshold(patterns, probabilities));
  const threshold = options.minProbability ?? suggestedThreshold;
  const sets = new UnionFind(rows.length);
  const kept: number[] = [];
  for (let pair = 0; pair < pairA.length; pair++) {
    const pattern = pairPattern.values[pair] ?? 0;
    if ((probabilities[pattern] ?? 0) < threshold) continue;
    kept.push(pair);
    sets.union(pairA.values[pair] ?? 0, pairB.values[pair] ?? 0);
  }
  const scorePair = (a: number, b: number): MatchedPair => {
    const levels = [...levelsOf(columns, a, b, new Uint8Array(columns.length))];
    const weight = sumWeights(model.weights, levels);
    return { a, b, levels, weight, probability: matchProbability(weight, model.lambda) };
  };
  const byRoot = new Map<number, { rows: number[]; pairs: number[] }>();
  for (const pair of kept) {
    const root = sets.find(pairA.values[pair] ?? 0);
    const group = byRoot.get(root);
    if (group) group.pairs.push(pair);
    else byRoot.set(root, { rows: [], pairs: [pair] });
  }
  for (let row = 0; row < rows.length; row++) byRoot.get(sets.find(row))?.rows.push(row);
  let groups: number[][] = [];
  for (const group of byRoot.values()) {
    if (!options.requireAllPairs) groups.push(group.rows);
    else
      groups.push(
        ...splitIntoCliques(
          group.rows,
          (a, b) => scorePair(Math.min(a, b), Math.max(a, b)).probability >= threshold,
        ),
      );
  }
  groups = groups.sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
  const clusters: Cluster[] = [];
  const evidence: MatchedPair[][] = [];
  groups.forEach((members, index) => {
    const inGroup = new Set(members);
    const root = sets.find(members[0] ?? 0);
    const pairs = (byRoot.get(root)?.pairs ?? [])
      .filter((pair) => inGroup.has(pairA.values[pair] ?? -1) && inGroup.has(pairB.values[pair] ?? -1))
      .map((pair) => scorePair(pairA.values[pair] ?? 0, pairB.values[pair] ?? 0))
      .sort((x, y) => y.weight - x.weight);
    const weakest = pairs.reduce((low, pair) => Math.min(low, pair.probability), 1);
    clusters.push({ id: index + 1, rows: members, score: weakest });
    evidence.push(pairs.slice(0, PAIRS_PER_CLUSTER));
  });
  options.onProgress?.(1, 1);
  return {
    clusters,
    evidence,
    columns: columns.map((column) => ({
      column: column.rule.column,
      kind: column.kind,
      labels: column.labels,
    })),
    model,
    threshold,
    suggestedThreshold,
    candidatePairs: pairA.length,
  };
}
