import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { buildExport } from "../../client/features/dedupe/build-export";
import {
  initialSettings,
  matchConfig,
  suggestColumns,
  switchMode,
} from "../../client/features/dedupe/default-settings";
import { PREVIEW_ROWS } from "../../client/features/dedupe/worker-protocol";
import { cellText } from "../../core/dedupe/cell-text";
import { detectHeaderRow } from "../../core/dedupe/import/header-row";
import { readPackedTable, readTextTable } from "../../core/dedupe/import/read-text-table";
import { detectDialect } from "../../core/dedupe/import/sniff";
import { splitTableRows, suggestRules } from "../../core/dedupe/load-table";
import { matchRows } from "../../core/dedupe/match-rows";
import { openFileSource } from "./dedupe-file-source";

/**
 * One exact de-duplication as the page runs it, in its own process so its peak memory is its own:
 * sniff, preview and header row, load every row (packed, as the page's worker keeps a CSV), the
 * exact-mode defaults, match, the cleaned CSV.
 * Prints `cpuSeconds maxRssMB removedRows` for tests/bench/dedupe.bench.ts.
 */
async function main(input: string, output: string): Promise<void> {
  const cpu = process.cpuUsage();
  const phases: string[] = [];
  let phaseStart = process.cpuUsage();
  /** CPU seconds of the step that just ended, printed on stderr: where the time goes. */
  const phase = (name: string): void => {
    const used = process.cpuUsage(phaseStart);
    phases.push(`${name} ${((used.user + used.system) / 1e6).toFixed(2)}`);
    phaseStart = process.cpuUsage();
  };
  const { source, close } = await openFileSource(input);
  const dialect = detectDialect(await source.read(0, 64 * 1024));
  const preview = await readTextTable(source, dialect, { limit: PREVIEW_ROWS, maxBytes: 512 * 1024 });
  if (!preview.ok) throw new Error(preview.error.message);
  const headerRow = detectHeaderRow(preview.value.rows.map((row) => row.map((cell) => cellText(cell))));
  const all = await readPackedTable(source, dialect);
  await close();
  if (!all.ok) throw new Error(all.error.message);
  const table = splitTableRows(all.value.rows, headerRow);
  phase("load");
  const fuzzy = suggestRules(table.headers, table.rows, "fuzzy");
  // What the worker's "load" sends: both modes' rules and the fuzzy column choice.
  const suggestions = {
    suggestions: { exact: suggestRules(table.headers, table.rows, "exact"), fuzzy },
    ...suggestColumns(table.headers, table.rows, fuzzy),
  };
  const initial = initialSettings(suggestions);
  const settings = switchMode(suggestions, initial, { ...initial, mode: "exact" });
  const { minProbability: _, ...config } = matchConfig(settings, null);
  phase("suggest");
  const { clusters } = matchRows(table.rows, config);
  phase("match");
  const blob = buildExport({
    kind: "cleaned",
    format: "csv",
    delimiter: dialect.delimiter,
    headers: table.headers,
    rows: table.rows,
    clusters,
    accepted: new Set(clusters.map((cluster) => cluster.id)),
    survivor: "keep-first",
    sheetName: "Sheet1",
    otherSheets: [],
    sheetIndex: 0,
  });
  // Streamed to disk as a browser streams a download: no second copy of the file in memory.
  await pipeline(Readable.fromWeb(blob.stream() as WebReadableStream), createWriteStream(output));
  phase("write");
  console.error(`[dedupe exact] CPU seconds: ${phases.join(", ")}`);
  const used = process.cpuUsage(cpu);
  let removed = 0;
  for (const cluster of clusters) removed += cluster.rows.length - 1;
  const rss = process.resourceUsage().maxRSS / 1024;
  console.log(`${((used.user + used.system) / 1e6).toFixed(3)} ${rss.toFixed(0)} ${removed}`);
}

await main(process.argv[2] ?? "", process.argv[3] ?? "");
