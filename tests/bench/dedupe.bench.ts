import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { bench, describe } from "vitest";
import { buildExport } from "../../client/features/dedupe/build-export";
import { findExactClusters } from "../../core/dedupe/exact";
import { readPackedTable } from "../../core/dedupe/import/read-text-table";
import { detectDialect } from "../../core/dedupe/import/sniff";
import { linkRecords } from "../../core/dedupe/linkage";
import { splitTableRows } from "../../core/dedupe/load-table";
import { DEFAULT_NORMALISATION } from "../../core/dedupe/normalise";
import { wholeRowRules } from "../../core/dedupe/row-keys";
import type { RowTable } from "../../core/dedupe/row-table";
import { generateCorpus } from "../fixtures/dedupe/generate-corpus";
import { defaultFuzzyRules, measurePairwise } from "../fixtures/dedupe/measure-quality";
import { writeBenchCsv } from "./dedupe-bench-data";
import { openFileSource } from "./dedupe-file-source";
import {
  bundleExactRun,
  describeComparison,
  measureOurs,
  measurePandas,
  pandasMissing,
} from "./dedupe-pandas-compare";

const EXACT_ROWS = Number(process.env.DEDUPE_BENCH_ROWS ?? 1_000_000);
/** 100,000 rows by default (goal 15 s); DEDUPE_BENCH_FUZZY_ROWS=1000000 for the 3-minute goal. */
const FUZZY_ROWS = Number(process.env.DEDUPE_BENCH_FUZZY_ROWS ?? 100_000);
const ONCE = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 } as const;

const dir = mkdtempSync(join(tmpdir(), "dedupe-bench-"));
const input = join(dir, "input.csv");
const times: Record<string, number> = {};
const cpuTimes: Record<string, number> = {};

/** User + system CPU milliseconds: on a shared machine this moves far less than wall time. */
function cpuSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}
const notes: string[] = [];

let prepared: Promise<void> | null = null;

/** The input is generated once, outside every timing, in a temp dir (no big committed files). */
function prepareInput(): Promise<void> {
  prepared ??= writeBenchCsv(input, EXACT_ROWS).then((duplicates) => {
    notes.push(
      `input ${(statSync(input).size / 1e6).toFixed(0)} MB, ${duplicates.toLocaleString("en")} duplicate rows`,
    );
  });
  return prepared;
}

/** The file as the page's worker keeps a CSV: text and cell offsets (core/dedupe/import/packed-rows.ts). */
async function parse(): Promise<RowTable> {
  const { source, close } = await openFileSource(input);
  const head = await source.read(0, 65536);
  const result = await readPackedTable(source, detectDialect(head));
  await close();
  if (!result.ok) throw new Error(result.error.message);
  return result.value.rows;
}

async function timed<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  times[name] = performance.now() - started;
  cpuTimes[name] = cpuSince(cpu);
  return value;
}

// First, so the process peak RSS printed here is not the 1M-row run's.
describe(`fuzzy de-duplication of ${FUZZY_ROWS.toLocaleString("en")} rows`, () => {
  // The corpus makes about 1.74 rows per entity: generate a little more and cut at exactly FUZZY_ROWS.
  const rows = generateCorpus(7, Math.ceil(FUZZY_ROWS / 1.6)).slice(0, FUZZY_ROWS);
  const rules = defaultFuzzyRules(rows);

  bench(
    "fuzzy, default settings (Fellegi–Sunter)",
    () => {
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const started = performance.now();
      const cpu = process.cpuUsage();
      // Wall time at the end of each stage of the page's progress bar (per mille of the run).
      const stages: string[] = [];
      let stageStart = 0;
      const { clusters, candidatePairs } = linkRecords(rows, {
        rules,
        requireAllPairs: false,
        onProgress: (done) => {
          heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
          const stage = done >= 1000 ? 1000 : done >= 350 ? 350 : done >= 150 ? 150 : done >= 100 ? 100 : 0;
          if (stage > stageStart) {
            stages.push(`${stage / 10}% at ${seconds(performance.now() - started)}`);
            stageStart = stage;
          }
        },
      });
      const millis = performance.now() - started;
      const cpuMillis = cpuSince(cpu);
      console.log(
        `\n[dedupe fuzzy] ${rows.length.toLocaleString("en")} rows → ${clusters.length.toLocaleString("en")} clusters from ${candidatePairs.toLocaleString("en")} candidate pairs in ${seconds(millis)} (CPU ${seconds(cpuMillis)}; goal ${rows.length > 100_000 ? "180" : "15"} s); progress ${stages.join(", ")}; ` +
          `peak heap +${((heapPeak - heapBefore) / 1e6).toFixed(0)} MB over the input, process peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
      const quality = measurePairwise(rows, clusters);
      const largest = clusters.reduce((size, cluster) => Math.max(size, cluster.rows.length), 0);
      console.log(
        `[dedupe fuzzy] pairwise precision ${quality.precision.toFixed(4)}, recall ${quality.recall.toFixed(4)}, largest cluster ${largest} rows at this size`,
      );
    },
    ONCE,
  );
});

describe(`exact de-duplication of a ${EXACT_ROWS.toLocaleString("en")}-row, 8-column CSV`, () => {
  bench(
    "parse only",
    async () => {
      await prepareInput();
      await timed("parse", parse);
    },
    ONCE,
  );

  bench(
    "parse + match + write (end to end)",
    async () => {
      await prepareInput();
      await timed("end-to-end", async () => {
        const table = splitTableRows(await parse(), 0);
        const rules = wholeRowRules(table.headers.length, {
          normalisation: DEFAULT_NORMALISATION,
          method: "exact",
          threshold: 1,
        });
        const clusters = findExactClusters(table.rows, rules);
        const blob = buildExport({
          kind: "cleaned",
          format: "csv",
          delimiter: ",",
          headers: table.headers,
          rows: table.rows,
          clusters,
          accepted: new Set(clusters.map((cluster) => cluster.id)),
          survivor: "keep-first",
          sheetName: "Sheet1",
          otherSheets: [],
          sheetIndex: 0,
        });
        await pipeline(
          Readable.fromWeb(blob.stream() as WebReadableStream),
          createWriteStream(join(dir, "ours.csv")),
        );
        let removed = 0;
        for (const cluster of clusters) removed += cluster.rows.length - 1;
        notes.push(`we removed ${removed.toLocaleString("en")} rows`);
      });
    },
    ONCE,
  );

  bench(
    "as the page does it, own process, against pandas (CPU and peak memory ratios printed)",
    async () => {
      await prepareInput();
      const missing = pandasMissing();
      const ours = measureOurs(await bundleExactRun(dir), input, join(dir, "ours-child.csv"));
      const pandas = missing ? [] : [measurePandas(input, join(dir, "pandas.csv"))];
      console.log(`\n${describeComparison(`page pipeline, ${EXACT_ROWS} rows`, [ours], pandas).join("\n")}`);
      if (missing) console.log(`[dedupe vs pandas] pandas comparison skipped: ${missing}`);
      pandasCpu = pandas[0]?.workCpu ?? null;
    },
    ONCE,
  );

  bench("comparison (ratio printed)", () => printComparison(), ONCE);
});

let printed = false;
let pandasCpu: number | null = null;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function printComparison(): void {
  if (printed) return;
  printed = true;
  const parseMs = times.parse ?? Number.NaN;
  const endMs = times["end-to-end"] ?? Number.NaN;
  const parseCpu = cpuTimes.parse ?? Number.NaN;
  const endCpu = cpuTimes["end-to-end"] ?? Number.NaN;
  console.log(`\n[dedupe exact] ${notes.join("; ")}`);
  console.log(
    `[dedupe exact] parse only ${seconds(parseMs)} (CPU ${seconds(parseCpu)}), end to end ${seconds(endMs)} (CPU ${seconds(endCpu)})`,
  );
  console.log(
    `[dedupe exact] overhead ratio (end to end / parse) ${(endMs / parseMs).toFixed(2)}x wall, ${(endCpu / parseCpu).toFixed(2)}x CPU`,
  );
  if (pandasCpu === null) console.log("[dedupe exact] pandas comparison skipped: no pandas run");
  else
    console.log(
      `[dedupe exact] ours in this process / pandas' own work: ${(endCpu / 1000 / pandasCpu).toFixed(2)}x CPU (the own-process ratios above are the goal)`,
    );
  rmSync(dir, { recursive: true, force: true });
}
