import Papa from "papaparse";
import { bench, describe } from "vitest";
import { convertBankFile } from "../../core/bank/convert-file";
import { forEachCsvCells } from "../../core/bank/csv/csv-table";
import { writeIngCsv } from "./bank-csv-input";

/**
 * Run: npx vitest bench --run --project bench tests/bench/bank-csv.bench.ts
 * BANK_CSV_BENCH_MB sets the size of the generated ING export (default 50, the converter's largest file).
 * The rate, our tokeniser's rate and the ratio to Papa Parse's bare tokenising (what we used before the
 * fast tokeniser; it still reads damaged rows) are printed at the end, from the best of three timed runs
 * after one warm-up, in this same run.
 */
const TARGET_MB = Number(process.env.BANK_CSV_BENCH_MB ?? 50);
const OPTIONS = { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0 };
const best = new Map<string, number>();

function timed(name: string, run: () => unknown): () => void {
  return () => {
    const start = performance.now();
    run();
    best.set(name, Math.min(best.get(name) ?? Number.POSITIVE_INFINITY, performance.now() - start));
  };
}

const { text, rows } = writeIngCsv(TARGET_MB * 1e6);
const bytes = new TextEncoder().encode(text);
const megabytes = bytes.length / 1e6;

function checkInput(): void {
  const result = convertBankFile("bench.csv", bytes);
  const count = result.ok ? result.value.statements.reduce((n, s) => n + s.transactions.length, 0) : -1;
  if (count !== rows) throw new Error(`CSV bench input read ${count} of ${rows} rows`);
  if (result.ok && result.value.warnings.length > 0)
    throw new Error(`CSV bench input gave warnings: ${result.value.warnings[0]?.message}`);
}
checkInput();

function printSummary(): void {
  const ours = best.get("csv-ours") ?? Number.NaN;
  const papa = best.get("csv-papa") ?? Number.NaN;
  const cells = best.get("csv-cells") ?? Number.NaN;
  const rate = (ms: number): string => (megabytes / (ms / 1000)).toFixed(1);
  console.log(
    [
      `CSV statements: ${rate(ours)} MB/s (target >= 50): ${megabytes.toFixed(1)} MB, ${rows} rows in ${ours.toFixed(0)} ms`,
      `Our tokenising alone: ${rate(cells)} MB/s; Papa Parse bare tokenising of the same text: ${rate(papa)} MB/s; ours / Papa Parse time ${(cells / papa).toFixed(2)}; whole conversion / Papa Parse time ${(ours / papa).toFixed(2)}`,
    ].join("\n"),
  );
}

describe(`Bank CSV (ING layout), ${megabytes.toFixed(1)} MB, ${rows} rows`, () => {
  bench(
    "factuurkit convertBankFile: bytes to checked statements",
    timed("csv-ours", () => convertBankFile("bench.csv", bytes)),
    OPTIONS,
  );
  bench(
    "factuurkit tokenising only (fast tokeniser, Papa Parse for damaged rows)",
    timed("csv-cells", () => forEachCsvCells(text, ";", () => {})),
    OPTIONS,
  );
  bench(
    "Papa Parse tokenising only (baseline)",
    timed("csv-papa", () => Papa.parse<string[]>(text, { delimiter: ";" })),
    {
      ...OPTIONS,
      teardown: (_task, mode) => {
        if (mode === "run") printSummary();
      },
    },
  );
});
