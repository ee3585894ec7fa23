import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeBenchCsv } from "./dedupe-bench-data";
import { writeCustomerCsv } from "./dedupe-customer-csv";
import {
  bundleExactRun,
  describeComparison,
  measureOurs,
  measurePandas,
  pandasMissing,
  type RunCost,
} from "./dedupe-pandas-compare";

/**
 * Exact de-duplication end to end (bytes in, cleaned CSV out) against pandas on the same files:
 * `npx tsx tests/bench/dedupe-vs-pandas.ts [runs] [rows]` (default 3 runs of 1,000,000 rows).
 * Two files: our bench file (plain ASCII, no quotes) and a Dutch customer list (the kind).
 * Runs alternate ours and pandas, one process at a time; medians with their spread.
 */
async function main(runs: number, rows: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "dedupe-vs-pandas-"));
  try {
    const missing = pandasMissing();
    if (missing) console.log(`[dedupe vs pandas] pandas comparison skipped: ${missing}`);
    const bundle = await bundleExactRun(dir);
    const files = [
      { name: "bench file", write: writeBenchCsv },
      { name: "customer list", write: writeCustomerCsv },
    ];
    for (const file of files) {
      const input = join(dir, "input.csv");
      await file.write(input, rows);
      const ours: RunCost[] = [];
      const pandas: RunCost[] = [];
      for (let run = 0; run < runs; run++) {
        ours.push(measureOurs(bundle, input, join(dir, "ours.csv")));
        if (!missing) pandas.push(measurePandas(input, join(dir, "pandas.csv")));
      }
      for (const line of describeComparison(`${file.name}, ${rows} rows`, ours, pandas)) console.log(line);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main(Number(process.argv[2] ?? 3), Number(process.argv[3] ?? 1_000_000));
