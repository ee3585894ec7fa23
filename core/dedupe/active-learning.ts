import { MISSING } from "./comparison-levels";
import { type LinkageModel, toOrderedWeights } from "./linkage-model";

/** The user's answer to "Same or different?"; "unsure" is kept (it can be undone) but teaches nothing. */
export type Answer = "same" | "different" | "unsure";

export interface LabelledPair {
  readonly a: number;
  readonly b: number;
  readonly answer: Answer;
}

/** A pair the model could ask about: its rows, comparison levels and match probability. */
export interface QuestionCandidate {
  readonly a: number;
  readonly b: number;
  readonly levels: readonly number[];
  readonly probability: number;
  /** Lower is asked first; by default how near the probability is to 0.5. */
  readonly rank?: number;
}

/** How many questions a round offers (dedupe.io asks 10–20). */
export const QUESTIONS_PER_ROUND = 20;
/**
 * Each answer counts as this share of the model's own matches (or non-matches). Small: the answer binds
 * or parts its own pair anyway, and 20 answers on one list's relatives (ADR 286) moved every pair
 * with their pattern (0.02 cost senzing 0.02 F1 after 20 answers, splink half A 0.01).
 */
const ANSWER_SHARE = 0.005;

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/**
 * The most informative pairs to ask about, as dedupe.io picks them: those the model is least sure of
 * (probability nearest 0.5, or a given rank), one per comparison pattern so the questions cover
 * different columns, and no row twice, skipping pairs already answered.
 */
export function pickQuestions(
  candidates: readonly QuestionCandidate[],
  count: number,
  answered: ReadonlySet<string> = new Set(),
): QuestionCandidate[] {
  const rank = (pair: QuestionCandidate): number => pair.rank ?? Math.abs(pair.probability - 0.5);
  const order = [...candidates].sort((x, y) => rank(x) - rank(y) || x.a - y.a || x.b - y.b);
  const patterns = new Set<string>();
  const rows = new Set<number>();
  const picked: QuestionCandidate[] = [];
  for (const pair of order) {
    if (picked.length >= count) break;
    if (answered.has(pairKey(pair.a, pair.b)) || rows.has(pair.a) || rows.has(pair.b)) continue;
    const pattern = pair.levels.join(",");
    if (patterns.has(pattern)) continue;
    patterns.add(pattern);
    rows.add(pair.a);
    rows.add(pair.b);
    picked.push(pair);
  }
  return picked;
}

function addAnswers(
  shares: readonly Float64Array[],
  answers: readonly (readonly number[])[],
  weight: number,
): Float64Array[] {
  return shares.map((column, index) => {
    const counts = new Float64Array(column.length);
    let present = 0;
    for (const levels of answers) {
      const level = levels[index] ?? MISSING;
      if (level === MISSING || level >= column.length) continue;
      counts[level] = (counts[level] ?? 0) + 1;
      present++;
    }
    if (present === 0) return column;
    return column.map((value, level) => (value + weight * (counts[level] ?? 0)) / (1 + weight * present));
  });
}

/**
 * m and u retrained from the user's answers: the comparison levels of a pair answered "same" are added
 * to m, of one answered "different" to u, each as ANSWER_SHARE of the model's own evidence, so a few
 * answers move what a column's agreement or difference is worth for every pair, not only the ones asked.
 */
export function retrainModel(
  model: LinkageModel,
  same: readonly (readonly number[])[],
  different: readonly (readonly number[])[],
): LinkageModel {
  if (same.length === 0 && different.length === 0) return model;
  const m = addAnswers(model.m, same, ANSWER_SHARE);
  const u = addAnswers(model.u, different, ANSWER_SHARE);
  return { ...model, m, u, weights: toOrderedWeights(m, u) };
}
