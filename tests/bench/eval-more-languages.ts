/**
 * Field accuracy on invoices in eight more languages (es, it, pt, da, sv, no, fi, pl):
 * 1. the synthetic positioned-word invoices (tests/core/invoice/extraction/more-languages-invoices.ts),
 *    every language in every layout: the label tables and number/date forms are read;
 * 2. the generated whole invoices (tests/fixtures/language-invoices/), rendered as text PDFs and read
 *    as an upload is (extractPdf): per language, per field and per half (corpus-halves.ts).
 *   npx tsx tests/bench/eval-more-languages.ts [--verbose] [--misses (half A) | --misses-all]
 */
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { extractPdf } from "../../core/invoice/extraction/pdf/extract-pdf";
import {
  buildLanguageInvoice,
  expectedFields,
  LANGUAGE_INVOICES,
  LANGUAGE_LAYOUTS,
} from "../core/invoice/extraction/more-languages-invoices";
import { WHOLE_LANGUAGE_INVOICES } from "../fixtures/language-invoices";
import { renderLanguageInvoicePdf } from "../fixtures/language-invoices/render-pdf";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { scoreLanguageInvoice } from "./invoice-eval/score-languages";

type Tally = Map<string, { right: number; all: number }>;
const count = (map: Tally, key: string, right: boolean): void => {
  const entry = map.get(key) ?? { right: 0, all: 0 };
  map.set(key, { right: entry.right + (right ? 1 : 0), all: entry.all + 1 });
};
const share = ({ right, all }: { right: number; all: number }): string =>
  `${((100 * right) / all).toFixed(1).padStart(5)}% (${right}/${all})`;
const print = (map: Tally): void => {
  for (const [name, entry] of [...map].sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${name.padEnd(20)} ${share(entry)}`);
};

function evaluateSynthetic(verbose: boolean): void {
  const tally: Tally = new Map();
  for (const invoice of LANGUAGE_INVOICES)
    for (const layout of LANGUAGE_LAYOUTS) {
      const fields = extractInvoice(buildLanguageInvoice(invoice, layout)).fields as Record<
        string,
        { value: unknown } | undefined
      >;
      for (const [name, expected] of Object.entries(expectedFields(invoice))) {
        const got = fields[name]?.value;
        const right = got === expected;
        count(tally, invoice.language, right);
        count(tally, `field ${name}`, right);
        count(tally, "all", right);
        if (!right && verbose)
          console.log(`  ${invoice.language} ${layout} ${name}: ${String(got)} ≠ ${String(expected)}`);
      }
    }
  console.log(
    `Synthetic positioned words, ${LANGUAGE_INVOICES.length} languages × ${LANGUAGE_LAYOUTS.length} layouts:`,
  );
  print(tally);
}

async function evaluateWhole(misses: "none" | "studied" | "all"): Promise<void> {
  const tally: Tally = new Map();
  for (const invoice of WHOLE_LANGUAGE_INVOICES) {
    const read = await extractPdf(await renderLanguageInvoicePdf(invoice));
    const extraction = read.ok ? read.value.extraction : null;
    const half = halfOf(invoice.id);
    for (const outcome of scoreLanguageInvoice(extraction, invoice.truth)) {
      count(tally, `${invoice.language}`, outcome.right);
      count(tally, `${invoice.language} · ${outcome.field}`, outcome.right);
      count(tally, `field ${outcome.field}`, outcome.right);
      count(tally, `half ${HALF_NAMES[half]}`, outcome.right);
      count(tally, "all", outcome.right);
      if (!outcome.right && (misses === "all" || (misses === "studied" && half === 0)))
        console.log(
          `  miss ${invoice.id} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}`,
        );
    }
  }
  console.log(`\nGenerated whole invoices as text PDFs (${WHOLE_LANGUAGE_INVOICES.length}):`);
  print(tally);
}

const verbose = process.argv.includes("--verbose");
evaluateSynthetic(verbose);
await evaluateWhole(
  process.argv.includes("--misses-all") ? "all" : process.argv.includes("--misses") ? "studied" : "none",
);
