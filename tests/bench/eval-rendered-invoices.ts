/**
 * Field accuracy on our rendered invoices (tests/fixtures/rendered-invoices, ADR 310): everyday invoices
 * written as HTML + CSS and printed to PDF by Chromium, or typeset by groff, so the text layer is what a
 * real producer makes of it (logos as paths, glyph runs, grid columns, running headers and footers).
 * Each PDF is read as an upload is (extractPdf) and scored with the everyday scorer, per field and per
 * half (corpus-halves.ts), with the calibration table (sure share, precision of sure).
 *   npm run eval:rendered [-- --misses]   (--misses: half A's misses only; half B is held out)
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { type CalibrationUnit, formatCalibrationTable } from "./invoice-eval/calibration-table";
import { createPdfReader } from "./invoice-eval/ocr-unread";
import { type EverydayTruth, scoreEverydayInvoice } from "./invoice-eval/score-everyday";
import { DEFAULT_OUT_DIR, RENDERED_DIR, renderInvoices } from "./render-invoices";

interface Tally {
  right: number;
  all: number;
}

const misses = process.argv.includes("--misses");
const pdfs = await renderInvoices(DEFAULT_OUT_DIR);
const reader = createPdfReader(false);
const tally = new Map<string, Tally>();
const units: CalibrationUnit[] = [];
const count = (key: string, right: boolean): void => {
  const entry = tally.get(key) ?? { right: 0, all: 0 };
  entry.all += 1;
  entry.right += right ? 1 : 0;
  tally.set(key, entry);
};
const halves = [0, 0];
for (const [name, path] of [...pdfs].sort(([a], [b]) => a.localeCompare(b))) {
  const truth = JSON.parse(await readFile(join(RENDERED_DIR, `${name}.truth.json`), "utf8")) as EverydayTruth;
  const half = halfOf(name);
  halves[half] = (halves[half] ?? 0) + 1;
  const letter = HALF_NAMES[half].slice(0, 1);
  const { extraction, note } = await reader.read(new Uint8Array(await readFile(path)));
  if (note && half === 0) console.log(`  ${name}: ${note}`);
  for (const outcome of scoreEverydayInvoice(extraction, truth)) {
    const sure = outcome.verdict === "sure";
    count(`${outcome.field} · ${letter}`, outcome.right);
    count(`half ${HALF_NAMES[half]}`, outcome.right);
    count("all", outcome.right);
    units.push({
      set: "rendered",
      half: HALF_NAMES[half],
      field: outcome.field,
      right: outcome.right,
      verdict: outcome.verdict ?? null,
    });
    if (misses && half === 0 && !outcome.right)
      console.log(
        `  miss ${name} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}${sure ? " (SURE)" : ""}`,
      );
  }
}
await reader.close();
const percent = (part: number, whole: number): string =>
  whole === 0 ? "    -" : ((100 * part) / whole).toFixed(1).padStart(5);
for (const [key, { right, all }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${key.padEnd(24)} ${percent(right, all)}%  (${right}/${all})`);
console.log(`\n${formatCalibrationTable(units)}`);
console.log(
  `\nRendered invoices: ${pdfs.size} (half A ${halves[0]}, half B ${halves[1]}), PDFs in ${DEFAULT_OUT_DIR}`,
);
