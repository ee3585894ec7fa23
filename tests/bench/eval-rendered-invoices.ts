/**
 * Field accuracy on our rendered invoices, two sets, each scored with the everyday scorer, per field and
 * per half (corpus-halves.ts), with the calibration table (sure share, precision of sure):
 * - "rendered" (tests/fixtures/rendered-invoices, ADR 310): HTML + CSS printed to PDF by Chromium, or
 *   typeset by groff, so the text layer is what a real producer makes of it (logos as paths, glyph runs,
 *   grid columns, running headers and footers);
 * - "libraries" (tests/fixtures/library-invoices, ADR 321): invoices made by pdfmake, jsPDF + autotable
 *   and pdfkit, the JavaScript PDF libraries invoice apps and shop backends use.
 * Each PDF is read as an upload is (extractPdf).
 *   npm run eval:rendered [-- --misses] [--libraries]
 *   (--misses: half A's misses only, half B is held out; --libraries: only the library-made set)
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { type CalibrationUnit, formatCalibrationTable } from "./invoice-eval/calibration-table";
import { createPdfReader, type PdfReader } from "./invoice-eval/ocr-unread";
import { type EverydayTruth, scoreEverydayInvoice } from "./invoice-eval/score-everyday";
import { DEFAULT_OUT_DIR, RENDERED_DIR, renderInvoices } from "./render-invoices";
import { DEFAULT_LIBRARY_OUT_DIR, renderLibraryInvoices } from "./render-library-invoices";

interface Tally {
  right: number;
  all: number;
}

/** One PDF of a set: its truth, and the groups (e.g. "library · pdfmake") it is also counted under. */
interface ScoredPdf {
  readonly name: string;
  readonly path: string;
  readonly truth: EverydayTruth;
  readonly groups: readonly string[];
}

const misses = process.argv.includes("--misses");
const onlyLibraries = process.argv.includes("--libraries");

async function renderedSet(): Promise<ScoredPdf[]> {
  const pdfs = await renderInvoices(DEFAULT_OUT_DIR);
  return Promise.all(
    [...pdfs].map(async ([name, path]) => ({
      name,
      path,
      truth: JSON.parse(await readFile(join(RENDERED_DIR, `${name}.truth.json`), "utf8")) as EverydayTruth,
      groups: [],
    })),
  );
}

async function librarySet(): Promise<ScoredPdf[]> {
  return (await renderLibraryInvoices(DEFAULT_LIBRARY_OUT_DIR)).map((pdf) => ({
    name: pdf.name,
    path: pdf.path,
    truth: pdf.truth,
    groups: [`library ${pdf.library}`, `language ${pdf.language}`],
  }));
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? "    -" : ((100 * part) / whole).toFixed(1).padStart(5);

/** Scores one set and prints it: per field and half, per group, per half, and the calibration table. */
async function evaluateSet(set: string, pdfs: readonly ScoredPdf[], reader: PdfReader): Promise<void> {
  const tally = new Map<string, Tally>();
  const units: CalibrationUnit[] = [];
  const count = (key: string, right: boolean): void => {
    const entry = tally.get(key) ?? { right: 0, all: 0 };
    entry.all += 1;
    entry.right += right ? 1 : 0;
    tally.set(key, entry);
  };
  const halves = [0, 0];
  console.log(`\n== ${set} ==`);
  for (const pdf of [...pdfs].sort((a, b) => a.name.localeCompare(b.name))) {
    const half = halfOf(pdf.name);
    halves[half] = (halves[half] ?? 0) + 1;
    const letter = HALF_NAMES[half].slice(0, 1);
    const { extraction, note } = await reader.read(new Uint8Array(await readFile(pdf.path)));
    if (note && half === 0) console.log(`  ${pdf.name}: ${note}`);
    for (const outcome of scoreEverydayInvoice(extraction, pdf.truth)) {
      count(`${outcome.field} · ${letter}`, outcome.right);
      count(`half ${HALF_NAMES[half]}`, outcome.right);
      count("all", outcome.right);
      for (const group of pdf.groups) count(`${group} · ${letter}`, outcome.right);
      units.push({
        set,
        half: HALF_NAMES[half],
        field: outcome.field,
        right: outcome.right,
        verdict: outcome.verdict ?? null,
      });
      if (misses && half === 0 && !outcome.right)
        console.log(
          `  miss ${pdf.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}${outcome.verdict === "sure" ? " (SURE)" : ""}`,
        );
    }
  }
  for (const [key, { right, all }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${key.padEnd(28)} ${percent(right, all)}%  (${right}/${all})`);
  console.log(`\n${formatCalibrationTable(units)}`);
  console.log(`\n${set}: ${pdfs.length} invoices (half A ${halves[0]}, half B ${halves[1]})`);
}

const reader = createPdfReader(false);
if (!onlyLibraries) await evaluateSet("rendered", await renderedSet(), reader);
await evaluateSet("libraries", await librarySet(), reader);
await reader.close();
console.log(`\nPDFs in ${onlyLibraries ? "" : `${DEFAULT_OUT_DIR} and `}${DEFAULT_LIBRARY_OUT_DIR}`);
