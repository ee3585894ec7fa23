import { join } from "node:path";
import { initialSettings, matchConfig, suggestColumns } from "../../client/features/dedupe/default-settings";
import type { LabelledPair } from "../../core/dedupe/active-learning";
import { suggestRules } from "../../core/dedupe/load-table";
import { type MatchRequest, matchRows } from "../../core/dedupe/match-rows";
import type { Cluster, Row } from "../../core/dedupe/types";
import { halfOf } from "./corpus-halves";
import { DEDUPE_CORPUS, loadAsPage, readTruth, scorePairs } from "./dedupe-corpus";

export { halfOf };

export interface Quality {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}

export interface HalfScore {
  readonly file: string;
  /** null: the whole file. */
  readonly half: 0 | 1 | null;
  readonly rows: number;
  readonly defaults: Quality;
  /** Pairwise quality of the pre-accepted clusters only (recall against every true pair). */
  readonly preAccepted: Quality & { readonly clusters: number };
  readonly review: number;
  /** Defaults after N "Same or different?" answers taken from the truth. */
  readonly afterAnswers: readonly { readonly answers: number; readonly quality: Quality }[];
  readonly largest: number;
  readonly millis: number;
}

/** Answers asked per retraining round in the simulation, as the page asks them one by one in rounds. */
const ANSWERS_PER_ROUND = 5;

/**
 * The page's loop simulated: ask the model's questions, answer them from the truth, retrain, until
 * `answers` questions are answered; the quality of the clusters after each count in `counts`.
 */
export function simulateAnswers(
  rows: readonly Row[],
  request: MatchRequest,
  entityOf: (row: number) => string,
  counts: readonly number[],
): { answers: number; quality: Quality }[] {
  const labels: LabelledPair[] = [];
  const results: { answers: number; quality: Quality }[] = [];
  for (const count of counts) {
    for (;;) {
      const outcome = matchRows(rows, { ...request, labels });
      const questions = outcome.linkage?.questions ?? [];
      if (labels.length >= count || questions.length === 0) {
        results.push({
          answers: labels.length,
          quality: scorePairs(outcome.clusters, entityOf, rows.length),
        });
        break;
      }
      for (const pair of questions.slice(0, Math.min(ANSWERS_PER_ROUND, count - labels.length)))
        labels.push({
          a: pair.a,
          b: pair.b,
          answer: entityOf(pair.a) === entityOf(pair.b) ? "same" : "different",
        });
    }
  }
  return results;
}

/** One half of a labelled file (its rows whose entity hashes to `half`), matched as if it were the file. */
export async function evaluateHalf(name: string, half: 0 | 1 | null): Promise<HalfScore> {
  const table = await loadAsPage(join(DEDUPE_CORPUS, name));
  const truth = readTruth(join(DEDUPE_CORPUS, name.replace(/\.csv$/, ".truth.csv")));
  const rows: Row[] = [];
  const entities: string[] = [];
  table.rows.forEach((row, index) => {
    const fileRow = (table.rowNumbers[index] ?? index + 1) - 1;
    const entity = truth.get(fileRow) ?? `unlabelled-${index}`;
    if (half !== null && halfOf(entity) !== half) return;
    rows.push(row);
    entities.push(entity);
  });
  const fuzzy = suggestRules(table.headers, rows, "fuzzy");
  const settings = initialSettings({
    suggestions: { exact: suggestRules(table.headers, rows, "exact"), fuzzy },
    ...suggestColumns(table.headers, rows, fuzzy),
  });
  const started = performance.now();
  const { minProbability, ...config } = matchConfig(settings, null);
  const { clusters } = matchRows(rows, { ...config, ...(minProbability === null ? {} : { minProbability }) });
  const millis = performance.now() - started;
  const entityOf = (row: number): string => entities[row] ?? `none-${row}`;
  // A cluster without a verdict is ticked, as the page ticked every cluster before it had one.
  const sure = clusters.filter((cluster: Cluster) => cluster.sure !== false);
  const request = { ...config, ...(minProbability === null ? {} : { minProbability }) };
  return {
    file: name,
    half,
    rows: rows.length,
    defaults: scorePairs(clusters, entityOf, rows.length),
    preAccepted: { ...scorePairs(sure, entityOf, rows.length), clusters: sure.length },
    review: clusters.length - sure.length,
    afterAnswers: simulateAnswers(rows, request, entityOf, [10, 20]),
    largest: clusters.reduce((size, cluster) => Math.max(size, cluster.rows.length), 0),
    millis,
  };
}

function figures(quality: Quality): string {
  return `P ${quality.precision.toFixed(4)} R ${quality.recall.toFixed(4)} F1 ${quality.f1.toFixed(4)}`;
}

export function formatHalf(score: HalfScore): string {
  return (
    `${score.file} ${score.half === null ? "whole file" : score.half === 0 ? "half A (tuning)" : "half B (held out)"}: ${score.rows} rows | ` +
    `defaults ${figures(score.defaults)} | pre-accepted ${score.preAccepted.clusters} clusters ` +
    `${figures(score.preAccepted)} | review ${score.review} | largest ${score.largest} | ` +
    score.afterAnswers
      .map((after) => `after ${after.answers} answers ${figures(after.quality)}`)
      .join(" | ") +
    ` (${(score.millis / 1000).toFixed(2)} s)`
  );
}
