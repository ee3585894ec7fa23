import { spawnSync } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
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

interface RunCost {
  readonly cpu: number;
  readonly rssMb: number;
}

/** The page's exact pipeline in a child process (tests/bench/dedupe-exact-run.ts): its own CPU and peak RSS. */
function oursInChild(): RunCost | null {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", join(import.meta.dirname, "dedupe-exact-run.ts"), input, join(dir, "ours-child.csv")],
    { encoding: "utf8" },
  );
  const [cpu, rssMb, removed] = run.stdout.trim().split(" ").map(Number);
  if (run.status !== 0 || cpu === undefined || rssMb === undefined) {
    notes.push(`child run failed: ${run.stderr.slice(0, 200)}`);
    return null;
  }
  notes.push(`page pipeline removed ${(removed ?? 0).toLocaleString("en")} rows`);
  return { cpu, rssMb };
}

/** pandas read_csv + drop_duplicates + to_csv on the same file: CPU seconds and peak RSS. */
function pandasCost(): RunCost | null {
  const probe = spawnSync("/usr/bin/python3", ["-c", "import pandas"], { encoding: "utf8" });
  if (probe.status !== 0) return null;
  const script = join(dir, "pandas_cost.py");
  writeFileSync(
    script,
    [
      "import sys, time, resource, pandas as pd",
      "c = time.process_time()",
      "df = pd.read_csv(sys.argv[1], dtype=str, keep_default_na=False)",
      "df = df.drop_duplicates()",
      "df.to_csv(sys.argv[2], index=False)",
      "print(time.process_time() - c, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)",
    ].join("\n"),
  );
  const run = spawnSync("/usr/bin/python3", [script, input, join(dir, "pandas-cost.csv")], {
    encoding: "utf8",
  });
  const [cpu, rssMb] = run.stdout.trim().split(" ").map(Number);
  return run.status === 0 && cpu !== undefined && rssMb !== undefined ? { cpu, rssMb } : null;
}

function pandasSeconds(): { wall: number; cpu: number } | null {
  const probe = spawnSync("/usr/bin/python3", ["-c", "import pandas"], { encoding: "utf8" });
  if (probe.status !== 0) return null;
  const script = join(dir, "pandas_dedupe.py");
  writeFileSync(
    script,
    [
      "import sys, time, pandas as pd",
      "t = time.perf_counter(); c = time.process_time()",
      "df = pd.read_csv(sys.argv[1], dtype=str, keep_default_na=False)",
      "df = df.drop_duplicates()",
      "df.to_csv(sys.argv[2], index=False)",
      "print(time.perf_counter() - t, time.process_time() - c)",
    ].join("\n"),
  );
  const run = spawnSync("/usr/bin/python3", [script, input, join(dir, "pandas.csv")], { encoding: "utf8" });
  const [wall, cpu] = run.stdout.trim().split(" ").map(Number);
  return run.status === 0 && wall !== undefined && cpu !== undefined ? { wall, cpu } : null;
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
      const ours = oursInChild();
      const pandas = pandasCost();
      if (!ours) return;
      console.log(
        `\n[dedupe exact, page pipeline] ours CPU ${ours.cpu.toFixed(2)} s, peak RSS ${ours.rssMb.toFixed(0)} MB`,
      );
      if (!pandas) {
        console.log(
          "[dedupe exact, page pipeline] pandas comparison skipped: /usr/bin/python3 has no pandas",
        );
        return;
      }
      console.log(
        `[dedupe exact, page pipeline] pandas CPU ${pandas.cpu.toFixed(2)} s, peak RSS ${pandas.rssMb.toFixed(0)} MB; ` +
          `ours / pandas: CPU ${(ours.cpu / pandas.cpu).toFixed(2)}x, memory ${(ours.rssMb / pandas.rssMb).toFixed(2)}x (goal <= 1.0)`,
      );
    },
    ONCE,
  );

  bench("comparison (ratio printed)", () => printComparison(), ONCE);
});

let printed = false;

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
  const pandas = pandasSeconds();
  if (pandas === null)
    console.log("[dedupe exact] pandas comparison skipped: /usr/bin/python3 has no pandas");
  else {
    console.log(
      `[dedupe exact] pandas read_csv + drop_duplicates + to_csv ${pandas.wall.toFixed(2)} s (CPU ${pandas.cpu.toFixed(2)} s); ` +
        `ours / pandas ${(endMs / 1000 / pandas.wall).toFixed(2)}x wall, ${(endCpu / 1000 / pandas.cpu).toFixed(2)}x CPU (in this process; the own-process ratios above are the goal)`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
