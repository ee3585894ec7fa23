/**
 * How extraction time grows with the length of a page (issue 28 hardening): CPU time of
 * `extractInvoice` at n, 2n and 4n table rows for each shape of large input, and the ratios
 * t(2n)/t(n) and t(4n)/t(2n). Linear work gives ratios near 2; quadratic work near 4. CPU time of
 * this process (not wall-clock) and the median of a few runs, so a busy machine moves the ratios little.
 * Run: `nice -n 10 npx tsx tests/bench/long-page-speed.ts [--rows=1000] [--runs=3] [--shape=items]`.
 */
import { extractInvoice, MAX_WORDS } from "../../core/invoice/extraction/extract-invoice";
import type { DocumentWords } from "../../core/invoice/extraction/types";
import { type LongInvoiceOptions, longInvoiceWords } from "../support/long-invoice-words";

interface Shape {
  readonly name: string;
  readonly options: (rows: number) => LongInvoiceOptions;
}

const SHAPES: readonly Shape[] = [
  { name: "items, one tall page", options: (rows) => ({ rows }) },
  { name: "hostile tokens, one tall page", options: (rows) => ({ rows, fill: "hostile" }) },
  { name: "items crowded on one A4 page", options: (rows) => ({ rows, rowStep: 760 / rows }) },
  { name: "items over 50 pages", options: (rows) => ({ rows, pages: 50 }) },
  { name: "hostile tokens over 50 pages", options: (rows) => ({ rows, pages: 50, fill: "hostile" }) },
  { name: "company address blocks", options: (rows) => ({ rows, fill: "addresses" }) },
  { name: "web addresses on every line", options: (rows) => ({ rows, fill: "domains" }) },
];

function argument(name: string, fallback: string): string {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
}

function cpuMilliseconds(document: DocumentWords): number {
  const before = process.cpuUsage();
  extractInvoice(document);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function main(): void {
  const rows = Number(argument("rows", "1000"));
  const runs = Number(argument("runs", "3"));
  const only = argument("shape", "");
  extractInvoice(longInvoiceWords({ rows: 50 }));
  console.log(`extractInvoice CPU time, median of ${runs} runs (words are capped at ${MAX_WORDS})`);
  for (const shape of SHAPES.filter((s) => s.name.includes(only))) {
    const times: number[] = [];
    const sizes: number[] = [];
    for (const scale of [1, 2, 4]) {
      const document = longInvoiceWords(shape.options(rows * scale));
      sizes.push(document.words.length);
      times.push(medianOf(Array.from({ length: runs }, () => cpuMilliseconds(document))));
    }
    const [t1 = 0, t2 = 0, t4 = 0] = times;
    console.log(
      `${shape.name.padEnd(32)} rows ${rows}/${rows * 2}/${rows * 4} (words ${sizes.join("/")}): ` +
        `${times.map((t) => t.toFixed(0)).join(" / ")} ms, t(2n)/t(n) ${(t2 / t1).toFixed(2)}, t(4n)/t(2n) ${(t4 / t2).toFixed(2)}`,
    );
  }
}

main();
