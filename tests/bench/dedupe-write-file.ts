import { statSync } from "node:fs";
import { writeBenchCsv } from "./dedupe-bench-data";
import { writeCustomerCsv } from "./dedupe-customer-csv";

/**
 * Writes one of the exact-dedupe bench files:
 * `npx tsx tests/bench/dedupe-write-file.ts bench|customers <path> [rows]` (default 1,000,000 rows).
 */
async function main(kind: string, path: string, rows: number): Promise<void> {
  if (kind !== "bench" && kind !== "customers") throw new Error("The kind is bench or customers.");
  const repeats = await (kind === "bench" ? writeBenchCsv : writeCustomerCsv)(path, rows);
  console.log(
    `${path}: ${rows} rows, ${repeats} exact repeats, ${(statSync(path).size / 1e6).toFixed(0)} MB`,
  );
}

await main(process.argv[2] ?? "", process.argv[3] ?? "", Number(process.argv[4] ?? 1_000_000));
