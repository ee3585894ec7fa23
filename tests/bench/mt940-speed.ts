import { loadavg } from "node:os";
// @ts-expect-error mt940js ships no type declarations; it is only the baseline here.
import mt940js from "mt940js";
import { decodeBankFile } from "../../core/bank/decode";
import { parseMt940 } from "../../core/bank/mt940/parse-mt940";
import { writeMt940 } from "../core/bank/support/mt940-writer";
import { buildStatements } from "./bank-inputs";

/**
 * Run: node --expose-gc --import tsx tests/bench/mt940-speed.ts [runs]
 * Our MT940 parse against mt940js on the same generated file (BANK_BENCH_MB, default 50), in one process:
 * the two alternate run by run (after one warm-up each), and the median of each gives the ratio, so
 * load on a shared machine falls on both. Also prints the heap the parsed result keeps per transaction.
 * BANK_BENCH_TEXT=decoded gives both parsers the text as the converter has it, decoded from the file's
 * bytes (`decodeBankFile`), instead of the text as the writer built it: V8 keeps a built text as a
 * string of pieces, on which each character read costs more than on a decoded (flat) one.
 * Besides the ratio of the medians it prints the median of the per-run ratios (each run of ours against
 * the mt940js run right after it, which shares its moment's load) and the load average before and after.
 */
const TARGET_MB = Number(process.env.BANK_BENCH_MB ?? 50);
const RUNS = Number(process.argv[2] ?? 7);

function buildText(bytes: number): string {
  const probe = writeMt940(buildStatements(1, 100), { envelope: false });
  return writeMt940(buildStatements(Math.max(1, Math.round(bytes / probe.length)), 100), { envelope: false });
}

function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Wall time and CPU time (all threads of the process: the GC's helpers count) of one run, in ms. */
function time(run: () => unknown): { wall: number; cpu: number } {
  collect();
  const cpu = process.cpuUsage();
  const start = performance.now();
  run();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function countTransactions(): number {
  const ours = parseMt940(text, "bench.sta");
  return ours.ok ? ours.value.statements.reduce((n, s) => n + s.transactions.length, 0) : 0;
}

/** Heap still held by one parse result after a full collection, per transaction. */
function measureKeptBytes(transactions: number): number {
  collect();
  const before = process.memoryUsage().heapUsed;
  const kept = parseMt940(text, "bench.sta");
  collect();
  const after = process.memoryUsage().heapUsed;
  if (!kept.ok) throw new Error("bench input does not parse");
  return (after - before) / transactions;
}

const loadBefore = loadavg()[0] ?? 0;
const built = buildText(TARGET_MB * 1e6);
const decoded = process.env.BANK_BENCH_TEXT === "decoded";
const text = decoded ? (decodeBankFile(new TextEncoder().encode(built))?.text ?? "") : built;
const transactions = countTransactions();
const ours: { wall: number; cpu: number }[] = [];
const theirs: { wall: number; cpu: number }[] = [];
time(() => parseMt940(text, "bench.sta"));
time(() => new mt940js.Parser().parse(text));
for (let run = 0; run < RUNS; run++) {
  ours.push(time(() => parseMt940(text, "bench.sta")));
  theirs.push(time(() => new mt940js.Parser().parse(text)));
}
const mb = text.length / 1e6;

function describe(kind: "wall" | "cpu"): string {
  const a = ours.map((t) => t[kind]);
  const b = theirs.map((t) => t[kind]);
  const list = (values: number[]): string => values.map((t) => t.toFixed(0)).join(" ");
  const pairs = a.map((ms, run) => (b[run] ?? Number.NaN) / ms);
  return [
    `${kind} ms, ours: ${list(a)} (median ${median(a).toFixed(0)}, ${(mb / (median(a) / 1000)).toFixed(0)} MB/s)`,
    `${kind} ms, mt940js: ${list(b)} (median ${median(b).toFixed(0)})`,
    `${kind}: x mt940js, median/median ${(median(b) / median(a)).toFixed(2)}, best/best ${(Math.min(...b) / Math.min(...a)).toFixed(2)}, median of per-run ratios ${median(pairs).toFixed(2)} (${pairs.map((r) => r.toFixed(2)).join(" ")})`,
  ].join("\n");
}

console.log(
  [
    `${mb.toFixed(1)} MB, ${transactions} transactions, ${RUNS} runs each, text ${decoded ? "decoded" : "as built"}`,
    describe("wall"),
    describe("cpu"),
    `heap kept per transaction: ${measureKeptBytes(transactions).toFixed(0)} bytes`,
    `load average (1 min): ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after`,
  ].join("\n"),
);
