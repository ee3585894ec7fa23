/**
 * Field accuracy on ordinary supplier PDFs (../shared/corpus/everyday: SaaS, telecom, freelance; not
 * e-invoices), read as an upload is (extractPdf), per field and per half of the set (corpus-halves.ts),
 * scored as `npm run eval:invoices` scores them (invoice-eval/score-everyday.ts). Each established truth
 * value is one unit, with the calibration table (sure share, precision of sure). Run: `npx tsx tests/bench/eval-everyday.ts` (`--misses`: half A's misses only;
 * `--misses-all`: both halves).
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { type CalibrationUnit, formatCalibrationTable } from "./invoice-eval/calibration-table";
import { createPdfReader } from "./invoice-eval/ocr-unread";
import { EVERYDAY_DIR, listEveryday, scoreEverydayInvoice } from "./invoice-eval/score-everyday";

async function main(): Promise<void> {
  if (!existsSync(EVERYDAY_DIR)) {
    console.log(`Skipped: no everyday corpus at ${EVERYDAY_DIR}.`);
    return;
  }
  const misses = process.argv.includes("--misses");
  // `--misses` prints half A's misses only: half B is held out and must not be studied.
  const missesOfHeldOut = process.argv.includes("--misses-all");
  const tally = new Map<string, [number, number]>();
  const units: CalibrationUnit[] = [];
  const count = (key: string, right: boolean): void => {
    const row = tally.get(key) ?? [0, 0];
    row[0] += right ? 1 : 0;
    row[1] += 1;
    tally.set(key, row);
  };
  // As an upload is read: a PDF without a usable text layer is OCRed (ADR 265); `--no-ocr` skips it.
  const reader = createPdfReader(!process.argv.includes("--no-ocr"));
  for (const entry of await listEveryday()) {
    const { extraction, note } = await reader.read(new Uint8Array(await readFile(entry.path)));
    if (note) console.log(`  ${entry.name}: ${note}`);
    const half = HALF_NAMES[halfOf(entry.name)];
    for (const outcome of scoreEverydayInvoice(extraction, entry.truth)) {
      count(outcome.field, outcome.right);
      count(`${outcome.field} · ${half.slice(0, 1)}`, outcome.right);
      count(`half ${half}`, outcome.right);
      count("all", outcome.right);
      units.push({
        set: "everyday",
        half,
        field: outcome.field,
        right: outcome.right,
        verdict: outcome.verdict ?? null,
      });
      if (((misses && halfOf(entry.name) === 0) || missesOfHeldOut) && !outcome.right)
        console.log(
          `  miss ${entry.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}`,
        );
    }
  }
  await reader.close();
  for (const [key, [right, total]] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${key.padEnd(20)} ${((right / total) * 100).toFixed(1).padStart(5)}%  (${right}/${total})`,
    );
  console.log(`\n${formatCalibrationTable(units)}`);
}

await main();
