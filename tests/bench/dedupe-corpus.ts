import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { initialSettings, matchConfig, suggestColumns } from "../../client/features/dedupe/default-settings";
import { PREVIEW_ROWS } from "../../client/features/dedupe/worker-protocol";
import { cellText } from "../../core/dedupe/cell-text";
import { createBytesSource } from "../../core/dedupe/import/byte-source";
import { detectHeaderRow } from "../../core/dedupe/import/header-row";
import { readPackedTable, readTextTable } from "../../core/dedupe/import/read-text-table";
import { detectDialect, detectFileKind } from "../../core/dedupe/import/sniff";
import { type DataTable, splitTableRows, suggestRules } from "../../core/dedupe/load-table";
import { matchRows } from "../../core/dedupe/match-rows";
import { toRowArray } from "../../core/dedupe/row-table";
import type { Cluster } from "../../core/dedupe/types";

/** Found relative to the project root, as in CI; never copied into the repo. */
export const DEDUPE_CORPUS =
  process.env.DEDUPE_CORPUS ??
  [
    resolve(process.cwd(), "../shared/corpus/dedupe"),
    resolve(process.cwd(), "../../shared/corpus/dedupe"),
  ].find((path) => existsSync(path)) ??
  resolve(process.cwd(), "../shared/corpus/dedupe");

export interface CorpusScore {
  readonly file: string;
  readonly rows: number;
  readonly clusters: number;
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** Pairwise precision of the clusters the page ticks for merging before the user looks. */
  readonly preAcceptedPrecision: number;
  readonly millis: number;
}

export function listCorpusFiles(): string[] {
  if (!existsSync(DEDUPE_CORPUS)) return [];
  return readdirSync(DEDUPE_CORPUS)
    .filter((name) => name.endsWith(".csv") && !name.endsWith(".truth.csv"))
    .filter((name) => existsSync(join(DEDUPE_CORPUS, name.replace(/\.csv$/, ".truth.csv"))))
    .sort();
}

/** Reads a file the way the page's worker does: sniffed dialect, header row detected on the preview. */
export async function loadAsPage(path: string): Promise<DataTable> {
  const bytes = new Uint8Array(readFileSync(path));
  const head = bytes.subarray(0, 64 * 1024);
  if (detectFileKind(head) !== "text") throw new Error(`${path} is not a text table`);
  const source = createBytesSource(bytes);
  const dialect = detectDialect(head);
  const preview = await readTextTable(source, dialect, { limit: PREVIEW_ROWS, maxBytes: 512 * 1024 });
  if (!preview.ok) throw new Error(preview.error.message);
  const headerRow = detectHeaderRow(preview.value.rows.map((row) => row.map((cell) => cellText(cell))));
  // Packed, as the worker keeps a CSV; fuzzy matching gets the rows as arrays, as the worker gives them.
  const all = await readPackedTable(source, dialect);
  if (!all.ok) throw new Error(all.error.message);
  const table = splitTableRows(all.value.rows, headerRow);
  return { ...table, rows: [...toRowArray(table.rows)] };
}

/** Truth file: `row` (1-based data row, header = row 0) → entity id. */
export function readTruth(path: string): Map<number, string> {
  const truth = new Map<number, string>();
  const lines = readFileSync(path, "utf8").trim().split(/\r?\n/);
  const header = (lines[0] ?? "").split(",");
  const rowAt = header.indexOf("row");
  const entityAt = header.indexOf("entity_id");
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    truth.set(Number(cells[rowAt]), cells[entityAt] ?? "");
  }
  return truth;
}

function countPairs(sizes: Iterable<number>): number {
  let pairs = 0;
  for (const size of sizes) pairs += (size * (size - 1)) / 2;
  return pairs;
}

/** Pairwise precision, recall and F1 of clusters against entity ids. */
export function scorePairs(
  clusters: readonly Cluster[],
  entityOf: (row: number) => string,
  rowCount: number,
): { precision: number; recall: number; f1: number } {
  const entitySizes = new Map<string, number>();
  for (let row = 0; row < rowCount; row++) {
    const entity = entityOf(row);
    entitySizes.set(entity, (entitySizes.get(entity) ?? 0) + 1);
  }
  const truePairs = countPairs(entitySizes.values());
  let predicted = 0;
  let correct = 0;
  for (const cluster of clusters) {
    predicted += countPairs([cluster.rows.length]);
    const inCluster = new Map<string, number>();
    for (const row of cluster.rows) {
      const entity = entityOf(row);
      inCluster.set(entity, (inCluster.get(entity) ?? 0) + 1);
    }
    correct += countPairs(inCluster.values());
  }
  const precision = predicted === 0 ? 1 : correct / predicted;
  const recall = truePairs === 0 ? 1 : correct / truePairs;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** One corpus file end to end with the page's untouched fuzzy defaults. */
export async function evaluateCorpusFile(name: string): Promise<CorpusScore> {
  const table = await loadAsPage(join(DEDUPE_CORPUS, name));
  const truth = readTruth(join(DEDUPE_CORPUS, name.replace(/\.csv$/, ".truth.csv")));
  const fuzzy = suggestRules(table.headers, table.rows, "fuzzy");
  const settings = initialSettings({
    suggestions: { exact: suggestRules(table.headers, table.rows, "exact"), fuzzy },
    ...suggestColumns(table.headers, table.rows, fuzzy),
  });
  const started = performance.now();
  const { minProbability, ...config } = matchConfig(settings, null);
  const { clusters } = matchRows(table.rows, {
    ...config,
    ...(minProbability === null ? {} : { minProbability }),
  });
  const millis = performance.now() - started;
  // Rows nobody labelled get their own entity, so they only count when wrongly clustered.
  const entityOf = (row: number): string => {
    const fileRow = (table.rowNumbers[row] ?? row + 1) - 1;
    return truth.get(fileRow) ?? `unlabelled-${row}`;
  };
  const preAccepted = clusters.filter((cluster) => cluster.sure !== false);
  return {
    file: name,
    rows: table.rows.length,
    clusters: clusters.length,
    ...scorePairs(clusters, entityOf, table.rows.length),
    preAcceptedPrecision: scorePairs(preAccepted, entityOf, table.rows.length).precision,
    millis,
  };
}

export function formatScore(score: CorpusScore): string {
  return (
    `${score.file}: ${score.rows} rows, ${score.clusters} clusters, precision ${score.precision.toFixed(4)}, ` +
    `recall ${score.recall.toFixed(4)}, F1 ${score.f1.toFixed(4)}, pre-accepted precision ` +
    `${score.preAcceptedPrecision.toFixed(4)} (${(score.millis / 1000).toFixed(2)} s)`
  );
}
