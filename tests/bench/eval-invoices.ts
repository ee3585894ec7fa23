/**
 * Field accuracy on the shared corpus of real e-invoice PDFs (../shared/corpus/invoices): every
 * `.text-only.pdf` and every original goes through extractPdf, the reader the Worker's upload
 * pipeline (readInvoiceFile) calls, and each non-null truth value is one unit. Prints accuracy per field and
 * per producer. Run: `npm run eval:invoices` (`-- --misses` lists every wrong value,
 * `-- --only=NAME` limits the run to files whose name contains NAME, `-- --text-only` skips originals).
 */
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import {
  listRealCorpus,
  REAL_CORPUS_DIR,
  type RealCorpusEntry,
  readCorpusFile,
  realCorpusExists,
} from "./invoice-eval/real-corpus";
import { type RealOutcome, scoreRealInvoice } from "./invoice-eval/score-real";

interface FileResult {
  readonly entry: RealCorpusEntry;
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

function report(label: string, results: readonly FileResult[], showMisses: boolean): void {
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
  if (showMisses)
    for (const r of results)
      for (const o of r.outcomes)
        if (!o.right) console.log(`  miss ${r.entry.name} ${o.field}: ${o.expected} → ${o.actual}`);
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
  const showMisses = process.argv.includes("--misses");
  const corpus = (await listRealCorpus()).filter((entry) => !only || entry.name.includes(only));
  const textOnly: FileResult[] = [];
  for (const entry of corpus) textOnly.push(await evaluate(entry, entry.textOnlyPath));
  report("Text-only PDFs", textOnly, showMisses);
  for (const half of [0, 1] as const) {
    const [right, total] = overall(
      textOnly.filter((result) => halfOf(result.entry.name) === half),
      false,
    );
    console.log(
      `Text-only half ${HALF_NAMES[half]}, without line items: ${percent(right, total)} (${right}/${total})`,
    );
  }
  if (process.argv.includes("--text-only")) return;
  const originals: FileResult[] = [];
  for (const entry of corpus) originals.push(await evaluate(entry, entry.originalPath));
  report("Originals (embedded XML)", originals, showMisses);
}

await main();
