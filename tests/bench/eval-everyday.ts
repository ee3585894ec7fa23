/**
 * Field accuracy on ordinary supplier PDFs (../shared/corpus/everyday: SaaS, telecom, freelance; not
 * e-invoices), read as an upload is (extractPdf), per field and per half of the set (corpus-halves.ts).
 * Each non-null truth value is one unit. Run: `npx tsx tests/bench/eval-everyday.ts` (`--misses`: half A's misses).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { sameDecimal, sameName, sameText } from "./invoice-eval/score-real";

// From a worktree (/work/wt/NAME) the shared folder sits two levels up instead of one.
const DIR =
  [
    resolve(process.cwd(), "..", "shared", "corpus", "everyday"),
    resolve(process.cwd(), "..", "..", "shared", "corpus", "everyday"),
  ].find((dir) => existsSync(dir)) ?? resolve(process.cwd(), "..", "shared", "corpus", "everyday");

interface EverydayTruth {
  readonly supplier?: string | null;
  readonly number?: string | null;
  readonly date?: string | null;
  readonly total?: string | null;
  readonly net?: string | null;
  readonly vat?: string | null;
  readonly currency?: string | null;
  readonly vatId?: string | null;
}

const decimal = (cents: number | undefined): string => (cents === undefined ? "" : (cents / 100).toFixed(2));
const compact = (value: string | undefined): string => (value ?? "").replace(/\s+/g, "").toUpperCase();

async function main(): Promise<void> {
  if (!existsSync(DIR)) {
    console.log(`Skipped: no everyday corpus at ${DIR}.`);
    return;
  }
  const misses = process.argv.includes("--misses");
  // `--misses` prints half A's misses only: half B is held out and must not be studied.
  const missesOfHeldOut = process.argv.includes("--misses-all");
  const tally = new Map<string, [number, number]>();
  const count = (key: string, right: boolean): void => {
    const row = tally.get(key) ?? [0, 0];
    row[0] += right ? 1 : 0;
    row[1] += 1;
    tally.set(key, row);
  };
  for (const file of readdirSync(DIR)
    .filter((name) => name.endsWith(".pdf"))
    .sort()) {
    const truth = JSON.parse(
      readFileSync(join(DIR, file.replace(/\.pdf$/, ".truth.json")), "utf8"),
    ) as EverydayTruth;
    const read = await extractPdf(new Uint8Array(readFileSync(join(DIR, file))));
    const fields = read.ok ? (read.value.extraction?.fields ?? {}) : {};
    const checks: [
      string,
      string | null | undefined,
      string | undefined,
      (a: string, b: string) => boolean,
    ][] = [
      ["supplier", truth.supplier, fields.supplierName?.value, sameName],
      ["number", truth.number, fields.invoiceNumber?.value, sameText],
      ["date", truth.date, fields.invoiceDate?.value, sameText],
      ["total", truth.total, decimal(fields.totalCents?.value), sameDecimal],
      ["net", truth.net, decimal(fields.subtotalCents?.value), sameDecimal],
      ["vat", truth.vat, decimal(fields.vatTotalCents?.value), sameDecimal],
      ["currency", truth.currency, fields.currency?.value, sameText],
      ["vatId", truth.vatId, fields.supplierVatId?.value, (a, b) => compact(a) === compact(b)],
    ];
    const half = HALF_NAMES[halfOf(file)];
    for (const [field, expected, actual, same] of checks) {
      if (expected === null || expected === undefined) continue;
      const right = actual !== undefined && actual !== "" && same(expected, actual);
      count(field, right);
      count(`${field} · ${half.slice(0, 1)}`, right);
      count(`half ${half}`, right);
      count("all", right);
      if (((misses && halfOf(file) === 0) || missesOfHeldOut) && !right)
        console.log(`  miss ${file} ${field}: ${expected} → ${actual ?? "(none)"}`);
    }
  }
  for (const [key, [right, total]] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${key.padEnd(20)} ${((right / total) * 100).toFixed(1).padStart(5)}%  (${right}/${total})`,
    );
}

await main();
