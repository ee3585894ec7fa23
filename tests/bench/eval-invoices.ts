/**
 * Field accuracy on the shared dev sets of real PDFs: the e-invoices (../shared/corpus/invoices, every
 * `.text-only.pdf` and every original) and the ordinary supplier PDFs (../shared/corpus/everyday). Each
 * goes through extractPdf, the reader the Worker's upload pipeline (readInvoiceFile) calls, and each
 * non-null truth value is one unit. Prints accuracy per field, per producer and per half, then the
 * calibration table of the sure/check verdicts (calibration-table.ts). Run: `npm run eval:invoices`
 * (`-- --misses` lists every wrong value of half A, `-- --misses=all` of both halves, `-- --sure-misses` the wrong values marked sure in half A,
 * `-- --only=NAME` limits the run to files whose name contains NAME, `-- --text-only` skips originals;
 * an everyday PDF without a usable text layer is OCRed as the browser does, `-- --no-ocr` leaves it unread).
 */
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { type CalibrationUnit, formatCalibrationTable } from "./invoice-eval/calibration-table";
import { formatHalfFieldTable } from "./invoice-eval/half-field-table";
import { createPdfReader, type PdfReader } from "./invoice-eval/ocr-unread";
import {
  listRealCorpus,
  REAL_CORPUS_DIR,
  type RealCorpusEntry,
  readCorpusFile,
  realCorpusExists,
} from "./invoice-eval/real-corpus";
import { type EverydayEntry, listEveryday, scoreEverydayInvoice } from "./invoice-eval/score-everyday";
import { type RealOutcome, scoreRealInvoice } from "./invoice-eval/score-real";

interface FileResult {
  readonly entry: { readonly name: string; readonly producer: string };
  readonly outcomes: readonly RealOutcome[];
  readonly error: string | null;
  readonly milliseconds: number;
}

async function evaluate(entry: RealCorpusEntry, path: string): Promise<FileResult> {
  const started = performance.now();
  const read = await extractPdf(await readCorpusFile(path));
  const milliseconds = performance.now() - started;
  const extraction = read.ok ? read.value.extraction : null;
  const error = read.ok ? (extraction ? null : "no text layer") : read.error;
  return { entry, outcomes: scoreRealInvoice(extraction, entry.truth), error, milliseconds };
}

async function evaluateEveryday(entry: EverydayEntry, reader: PdfReader): Promise<FileResult> {
  const started = performance.now();
  // As an upload is read: a PDF without a usable text layer is OCRed (ADR 265).
  const { extraction, note } = await reader.read(await readCorpusFile(entry.path));
  const milliseconds = performance.now() - started;
  const error = extraction ? null : note;
  if (extraction && note) console.log(`  ${entry.name}: ${note}`);
  const producer = entry.name.split("_")[0] ?? entry.name;
  return {
    entry: { name: entry.name, producer },
    outcomes: scoreEverydayInvoice(extraction, entry.truth),
    error,
    milliseconds,
  };
}

/** Line items and VAT per rate are units without a verdict of their own: the table holds fields only. */
function calibrationUnits(set: string, results: readonly FileResult[]): CalibrationUnit[] {
  return results.flatMap((result) =>
    result.outcomes
      .filter((o) => o.field !== "lineItems" && o.field !== "vatPerRate")
      .map((o) => ({
        set,
        half: HALF_NAMES[halfOf(result.entry.name)],
        field: o.field,
        right: o.right,
        verdict: o.verdict ?? null,
      })),
  );
}

/** Wrong values marked sure, from half A only: half B is held out and never studied. */
function printSureMisses(label: string, results: readonly FileResult[]): void {
  for (const r of results)
    for (const o of r.outcomes)
      if (halfOf(r.entry.name) === 0 && o.verdict === "sure" && !o.right)
        console.log(`  sure but wrong (${label}) ${r.entry.name} ${o.field}: ${o.expected} → ${o.actual}`);
}

function printHalves(label: string, results: readonly FileResult[]): void {
  for (const half of [0, 1] as const) {
    const [right, total] = overall(
      results.filter((result) => halfOf(result.entry.name) === half),
      false,
    );
    console.log(
      `${label} half ${HALF_NAMES[half]}, without line items: ${percent(right, total)} (${right}/${total})`,
    );
  }
}

function percent(right: number, total: number): string {
  return total === 0 ? "   -  " : `${((right / total) * 100).toFixed(1).padStart(5)}%`;
}

function tally(
  results: readonly FileResult[],
  key: (r: FileResult, o: RealOutcome) => string,
): Map<string, [number, number]> {
  const table = new Map<string, [number, number]>();
  for (const result of results)
    for (const o of result.outcomes) {
      const row = table.get(key(result, o)) ?? [0, 0];
      row[0] += o.right ? 1 : 0;
      row[1] += 1;
      table.set(key(result, o), row);
    }
  return table;
}

function printTable(title: string, table: Map<string, [number, number]>): void {
  console.log(`\n${title}`);
  for (const [name, [right, total]] of [...table].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${name.padEnd(40)} ${percent(right, total)}  (${right}/${total})`);
}

function overall(results: readonly FileResult[], withLines: boolean): [number, number] {
  let right = 0;
  let total = 0;
  for (const result of results)
    for (const o of result.outcomes) {
      if (!withLines && o.field === "lineItems") continue;
      right += o.right ? 1 : 0;
      total += 1;
    }
  return [right, total];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function report(label: string, results: readonly FileResult[], showMisses: false | "A" | "all"): void {
  printTable(
    `${label}: accuracy per field`,
    tally(results, (_, o) => o.field),
  );
  printTable(
    `${label}: accuracy per producer`,
    tally(results, (r) => r.entry.producer),
  );
  const errors = results.filter((r) => r.error);
  for (const r of errors) console.log(`  error ${r.entry.name}: ${r.error}`);
  // Half B is held out: its misses are listed only on request (`--misses=all`), never studied.
  if (showMisses)
    for (const r of results)
      for (const o of r.outcomes)
        if (!o.right && (showMisses === "all" || halfOf(r.entry.name) === 0))
          console.log(`  miss ${r.entry.name} ${o.field}: ${o.expected} → ${o.actual}`);
  const [right, total] = overall(results, true);
  const [fieldsRight, fieldsTotal] = overall(results, false);
  console.log(
    `${label}: ${percent(right, total)} of ${total} truth values right (${right}); without line items ${percent(fieldsRight, fieldsTotal)} (${fieldsRight}/${fieldsTotal}); ${errors.length} files unread; median ${median(results.map((r) => r.milliseconds)).toFixed(0)} ms per file`,
  );
}

async function main(): Promise<void> {
  if (!(await realCorpusExists())) {
    console.log(`Skipped: the real invoice corpus is not at ${REAL_CORPUS_DIR}.`);
    return;
  }
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const showMisses = process.argv.includes("--misses=all")
    ? "all"
    : process.argv.includes("--misses")
      ? "A"
      : false;
  const corpus = (await listRealCorpus()).filter((entry) => !only || entry.name.includes(only));
  const textOnly: FileResult[] = [];
  for (const entry of corpus) textOnly.push(await evaluate(entry, entry.textOnlyPath));
  report("Text-only PDFs", textOnly, showMisses);
  console.log(formatHalfFieldTable("Text-only PDFs", textOnly));
  printHalves("Text-only", textOnly);
  const originals: FileResult[] = [];
  if (!process.argv.includes("--text-only")) {
    for (const entry of corpus) originals.push(await evaluate(entry, entry.originalPath));
    report("Originals (embedded XML)", originals, showMisses);
    printHalves("Originals", originals);
  }
  const everyday: FileResult[] = [];
  const reader = createPdfReader(!process.argv.includes("--no-ocr"));
  try {
    for (const entry of await listEveryday().catch(() => []))
      if (!only || entry.name.includes(only)) everyday.push(await evaluateEveryday(entry, reader));
  } finally {
    await reader.close();
  }
  if (everyday.length === 0) console.log("\nSkipped: no everyday PDFs found.");
  else {
    report("Everyday PDFs", everyday, showMisses);
    printHalves("Everyday", everyday);
  }
  const sets: [string, FileResult[]][] = [
    ["e-invoice text-only", textOnly],
    ["e-invoice originals", originals],
    ["everyday", everyday],
  ];
  console.log("\nCalibration: share of fields marked sure, and how many of those are right (target ≥ 98 %)");
  console.log(formatCalibrationTable(sets.flatMap(([set, results]) => calibrationUnits(set, results))));
  if (process.argv.includes("--sure-misses"))
    for (const [set, results] of sets) printSureMisses(set, results);
}

await main();
