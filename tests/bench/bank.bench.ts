import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
// @ts-expect-error mt940js ships no type declarations; it is only the baseline here.
import mt940js from "mt940js";
import { bench, describe } from "vitest";
import { parseCamt } from "../../core/bank/camt/parse-camt";
import { convertBatch } from "../../core/bank/convert-batch";
import { exportStatementsXlsx } from "../../core/bank/export";
import { parseMt940 } from "../../core/bank/mt940/parse-mt940";
import { writeCamt053 } from "../core/bank/support/camt-writer";
import { writeMt940 } from "../core/bank/support/mt940-writer";
import { buildModelStatements, buildStatements, writeManySmallStatements } from "./bank-inputs";

/**
 * Run: npx vitest bench --run --project bench tests/bench/bank.bench.ts
 * Inputs are generated in memory. BANK_BENCH_MB sets the size of the MT940 and CAMT inputs (default 50).
 * Ratios are printed at the end, from the best of three timed runs (after one warm-up) in this same run.
 * For MT940 against mt940js alone, with CPU time and the heap kept per transaction:
 * node --expose-gc --import tsx tests/bench/mt940-speed.ts [runs]
 */
const TARGET_MB = Number(process.env.BANK_BENCH_MB ?? 50);
const OPTIONS = { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0 };
/** Best time per task: on a shared 2-core machine the minimum is the least disturbed by other load and GC. */
const best = new Map<string, number>();

function timed(name: string, run: () => unknown): () => void {
  return () => {
    const start = performance.now();
    run();
    const elapsed = performance.now() - start;
    best.set(name, Math.min(best.get(name) ?? Number.POSITIVE_INFINITY, elapsed));
  };
}

function grow(make: (n: number) => string, bytes: number): string {
  const probe = make(1);
  return make(Math.max(1, Math.round(bytes / probe.length)));
}

const mt940Text = grow((n) => writeMt940(buildStatements(n, 100), { envelope: false }), TARGET_MB * 1e6);
const camtText = grow((n) => writeCamt053(buildStatements(n, 100, 3), 8), TARGET_MB * 1e6);
/** Checks that both MT940 parsers read the whole input; nothing of the results is kept (a big live heap slows every GC). */
function countMt940Transactions(): number {
  const ours = parseMt940(mt940Text, "bench.sta");
  const theirs = new mt940js.Parser().parse(mt940Text) as { transactions: unknown[] }[];
  const ourCount = ours.ok ? ours.value.statements.reduce((n, s) => n + s.transactions.length, 0) : -1;
  const theirCount = theirs.reduce((n, s) => n + s.transactions.length, 0);
  if (ourCount !== theirCount || ourCount <= 0)
    throw new Error(`MT940 inputs disagree: ${ourCount} vs ${theirCount}`);
  const camt = parseCamt(camtText, "bench.xml");
  if (!camt.ok) throw new Error(`CAMT bench input does not parse: ${camt.error.message}`);
  return ourCount;
}
const ourCount = countMt940Transactions();

/** The 37-second shape at a quarter, half and the whole size: equal time per MB means linear work. */
const SHAPE_SIZES = [TARGET_MB / 4, TARGET_MB / 2, TARGET_MB];
const shapeInputs = SHAPE_SIZES.map((mb) => new TextEncoder().encode(writeManySmallStatements(mb * 1e6)));

/** Peak memory of each MT940 parser on the benchmark file, each in a fresh process. */
function measurePeakMemory(): { ours: number; theirs: number } {
  const folder = mkdtempSync(join(tmpdir(), "bank-bench-"));
  try {
    const file = join(folder, "bench.sta");
    writeFileSync(file, mt940Text);
    const script = join(import.meta.dirname, "bank-peak-memory.ts");
    const run = (which: string): number =>
      (
        JSON.parse(
          execFileSync(process.execPath, ["--import", "tsx", script, which, file], { encoding: "utf8" }),
        ) as {
          peakGrowth: number;
        }
      ).peakGrowth;
    return { ours: run("ours"), theirs: run("mt940js") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
let modelStatements: ReturnType<typeof buildModelStatements> = [];

describe(`MT940, ${(mt940Text.length / 1e6).toFixed(1)} MB, ${ourCount} transactions`, () => {
  bench(
    "factuurkit parseMt940",
    timed("mt940-ours", () => parseMt940(mt940Text, "bench.sta")),
    OPTIONS,
  );
  bench(
    "mt940js Parser.parse (baseline)",
    timed("mt940-mt940js", () => new mt940js.Parser().parse(mt940Text)),
    OPTIONS,
  );
});

describe("MT940 many small statements (the 37 s shape), through convertBatch as the page runs it", () => {
  shapeInputs.forEach((bytes, index) => {
    bench(
      `${(bytes.length / 1e6).toFixed(1)} MB`,
      timed(`shape-${index}`, () => convertBatch([{ name: "shape.sta", bytes }])),
      OPTIONS,
    );
  });
});

describe(`CAMT.053, ${(camtText.length / 1e6).toFixed(1)} MB`, () => {
  bench(
    "factuurkit parseCamt into the model",
    timed("camt-ours", () => parseCamt(camtText, "bench.xml")),
    OPTIONS,
  );
  bench(
    "fast-xml-parser bare parse (baseline)",
    timed("camt-fxp", () => new XMLParser().parse(camtText)),
    OPTIONS,
  );
});

function printSummary(xlsxBytes: number, grown: number): void {
  const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;
  const get = (name: string): number => best.get(name) ?? Number.NaN;
  const ours = get("mt940-ours");
  const theirs = get("mt940-mt940js");
  const camt = get("camt-ours");
  const memory = measurePeakMemory();
  const shapeRates = shapeInputs.map((bytes, index) => ({
    mb: bytes.length / 1e6,
    perMb: get(`shape-${index}`) / (bytes.length / 1e6),
  }));
  const growth =
    (shapeRates[shapeRates.length - 1]?.perMb ?? Number.NaN) / (shapeRates[0]?.perMb ?? Number.NaN);
  const fxp = get("camt-fxp");
  console.log(
    [
      `MT940 throughput vs mt940js: ${(theirs / ours).toFixed(2)}x (target >= 5x): ours ${ours.toFixed(0)} ms, mt940js ${theirs.toFixed(0)} ms`,
      `MT940 peak memory growth: ours ${mb(memory.ours)}, mt940js ${mb(memory.theirs)}; ours / mt940js ${(memory.ours / memory.theirs).toFixed(2)} (target <= 1)`,
      `MT940 many small statements, ms per MB: ${shapeRates.map((r) => `${r.mb.toFixed(1)} MB ${r.perMb.toFixed(0)}`).join(", ")}; largest / smallest ${growth.toFixed(2)} (linear: about 1)`,
      `CAMT full parse / bare fast-xml-parser parse: ${(camt / fxp).toFixed(2)} (target <= 0.5): ours ${camt.toFixed(0)} ms, fast-xml-parser ${fxp.toFixed(0)} ms`,
      `XLSX export of 100,000 transactions: ${get("xlsx").toFixed(0)} ms, ${mb(xlsxBytes)} file; heap+buffers grown during one export ${mb(grown)}; process peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}`,
    ].join("\n"),
  );
}

describe("XLSX export, 100,000 transactions", () => {
  let grown = 0;
  let xlsxBytes = 0;
  bench(
    "exportStatementsXlsx",
    timed("xlsx", () => {
      const before = process.memoryUsage();
      const bytes = exportStatementsXlsx(modelStatements);
      const after = process.memoryUsage();
      xlsxBytes = bytes.length;
      grown = Math.max(grown, after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers));
    }),
    {
      ...OPTIONS,
      setup: () => {
        if (modelStatements.length === 0) modelStatements = buildModelStatements(100_000);
      },
      // The last task of the file: print the ratios once its timed runs are done.
      teardown: (_task, mode) => {
        if (mode === "run") printSummary(xlsxBytes, grown);
      },
    },
  );
});
