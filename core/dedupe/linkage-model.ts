import { MISSING } from "./comparison-levels";

/** Fellegi–Sunter parameters: per column and level, P(level | match) and P(level | non-match). */
export interface LinkageModel {
  /** Share of matches among the candidate pairs. */
  readonly lambda: number;
  readonly m: readonly Float64Array[];
  readonly u: readonly Float64Array[];
  /** log2(m / u) per column and level: the evidence a level adds to a pair's total. */
  readonly weights: readonly Float64Array[];
  readonly iterations: number;
}

/** One distinct comparison vector and how many candidate pairs have it. */
export interface Pattern {
  readonly levels: Uint8Array;
  count: number;
}

/**
 * Prior strength, in pairs: EM's estimates are pulled towards the starting m and the random-pair u as
 * if this many pairs had shown them (maximum a posteriori). Large files outweigh it; a file with a
 * handful of candidate pairs falls back on it instead of learning nonsense from three examples.
 */
const PRIOR_PAIRS = 10;
const PRIOR_LAMBDA = 0.1;
const MAX_ITERATIONS = 200;
const TOLERANCE = 1e-7;

/** Starting m: most matches agree exactly, few disagree. EM moves it to what the file says. */
function initialM(levels: number): Float64Array {
  const m = new Float64Array(levels);
  if (levels === 1) m[0] = 1;
  else if (levels === 2) m.set([0.9, 0.1]);
  else {
    m[0] = 0.7;
    m[levels - 1] = 0.05;
    for (let level = 1; level < levels - 1; level++) m[level] = 0.25 / (levels - 2);
  }
  return m;
}

/**
 * The final log2(m/u) per level, made to read the right way round: agreeing never counts against a match,
 * differing never counts for one, and a closer level never weighs less than a looser one. EM on a small
 * file fits rare levels to noise ("Source: exact match −1.3", "Program Name: different +4.2"); a
 * user reads those as the tool being wrong, and they are.
 */
function toWeights(m: readonly Float64Array[], u: readonly Float64Array[]): Float64Array[] {
  return m.map((column, index) => column.map((value, level) => Math.log2(value / (u[index]?.[level] ?? 1))));
}

export function toOrderedWeights(m: readonly Float64Array[], u: readonly Float64Array[]): Float64Array[] {
  return m.map((column, index) => {
    const weights = column.map((value, level) => Math.log2(value / (u[index]?.[level] ?? 1)));
    const last = weights.length - 1;
    if (last < 1) return weights;
    weights[0] = Math.max(0, weights[0] ?? 0);
    weights[last] = Math.min(0, weights[last] ?? 0);
    for (let level = 1; level <= last; level++)
      weights[level] = Math.min(weights[level] ?? 0, weights[level - 1] ?? 0);
    return weights;
  });
}

/** The summed match weight of a comparison vector: missing levels add nothing. */
export function sumWeights(weights: readonly Float64Array[], levels: ArrayLike<number>): number {
  let total = 0;
  for (let column = 0; column < weights.length; column++) {
    const level = levels[column] ?? MISSING;
    if (level !== MISSING) total += weights[column]?.[level] ?? 0;
  }
  return total;
}

/** Posterior match probability of a pair with this total weight under the prior `lambda`. */
export function matchProbability(totalWeight: number, lambda: number): number {
  const prior = Math.log2(lambda / (1 - lambda));
  return 1 / (1 + 2 ** -(prior + totalWeight));
}

/** M-step: the level shares of one class, each pattern counted by its posterior share of that class. */
function maximise(
  patterns: readonly Pattern[],
  posterior: Float64Array,
  columns: number,
  prior: readonly Float64Array[],
  share: (probability: number) => number,
): Float64Array[] {
  const sums = prior.map((column) => new Float64Array(column.length));
  const present = new Float64Array(columns);
  patterns.forEach((pattern, index) => {
    const weight = share(posterior[index] ?? 0) * pattern.count;
    for (let column = 0; column < columns; column++) {
      const level = pattern.levels[column] ?? MISSING;
      if (level === MISSING) continue;
      (sums[column] as Float64Array)[level] = ((sums[column] as Float64Array)[level] ?? 0) + weight;
      present[column] = (present[column] ?? 0) + weight;
    }
  });
  return sums.map((column, index) =>
    column.map(
      (value, level) =>
        (value + PRIOR_PAIRS * (prior[index]?.[level] ?? 0)) / ((present[index] ?? 0) + PRIOR_PAIRS),
    ),
  );
}

/**
 * The starting guess of which patterns are matches: those that agree (exact or near) on more than half
 * of the columns both sides fill. Starting from a random-pair u instead let EM settle on the largest
 * group of look-alikes among the candidates: on 250,000 generated rows, "same name, different person"
 * (half of all name-blocked candidates) became the match class and chained 105,104 rows into one cluster.
 */
function majorityAgreement(patterns: readonly Pattern[], levelCounts: readonly number[]): Float64Array {
  const posterior = new Float64Array(patterns.length);
  patterns.forEach((pattern, index) => {
    let filled = 0;
    let agreeing = 0;
    levelCounts.forEach((levels, column) => {
      const level = pattern.levels[column] ?? MISSING;
      if (level === MISSING) return;
      filled++;
      if (level <= 1 && level < levels - 1) agreeing++;
    });
    posterior[index] = agreeing * 2 > filled ? 1 : 0;
  });
  return posterior;
}

/**
 * Expectation–maximisation of m, u and λ over the candidate pairs' comparison vectors. u starts from
 * random pairs (nearly all non-matches); EM then fits it to the non-matches among the candidates, which
 * share a blocking key and so agree more often than random pairs do.
 */
export function estimateModel(patterns: readonly Pattern[], randomU: readonly Float64Array[]): LinkageModel {
  const columns = randomU.length;
  const priorM = randomU.map((column) => initialM(column.length));
  const start = majorityAgreement(
    patterns,
    randomU.map((column) => column.length),
  );
  let m = maximise(patterns, start, columns, priorM, (probability) => probability);
  let u = maximise(patterns, start, columns, randomU, (probability) => 1 - probability);
  let startMatches = 0;
  let total = 0;
  patterns.forEach((pattern, index) => {
    startMatches += (start[index] ?? 0) * pattern.count;
    total += pattern.count;
  });
  let lambda = (startMatches + PRIOR_PAIRS * PRIOR_LAMBDA) / (total + PRIOR_PAIRS);
  let iterations = 0;
  const posterior = new Float64Array(patterns.length);
  for (; iterations < MAX_ITERATIONS; iterations++) {
    const weights = toWeights(m, u);
    let matches = 0;
    patterns.forEach((pattern, index) => {
      const probability = matchProbability(sumWeights(weights, pattern.levels), lambda);
      posterior[index] = probability;
      matches += probability * pattern.count;
    });
    const next = maximise(patterns, posterior, columns, priorM, (probability) => probability);
    u = maximise(patterns, posterior, columns, randomU, (probability) => 1 - probability);
    const nextLambda = (matches + PRIOR_PAIRS * PRIOR_LAMBDA) / (total + PRIOR_PAIRS);
    let change = Math.abs(nextLambda - lambda);
    next.forEach((column, index) => {
      column.forEach((value, level) => {
        change = Math.max(change, Math.abs(value - (m[index]?.[level] ?? 0)));
      });
    });
    m = next;
    lambda = nextLambda;
    if (change < TOLERANCE) break;
  }
  return { lambda, m, u, weights: toOrderedWeights(m, u), iterations };
}
