/**
 * Field accuracy on the fresh everyday set (tests/core/invoice/extraction/everyday-layouts/fresh-*.ts,
 * ADR 304): whole synthetic invoices written before their authors read the extraction rules, per field
 * and per half (corpus-halves.ts), with the sure share and the precision of sure per half. Synthetic: a
 * stand-in for real files we do not hold, not a measure of them.
 *   npx tsx tests/bench/eval-everyday-fresh.ts [--misses] [--products]
 * --misses: half A's misses only; --products: the product-style pages of ADR 316 instead.
 */
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { FRESH_LAYOUTS } from "../core/invoice/extraction/everyday-layouts/fresh-all";
import { PRODUCT_LAYOUTS } from "../core/invoice/extraction/everyday-layouts/products-all";
import { HALF_NAMES, halfOf } from "./corpus-halves";
import { scoreEverydayInvoice } from "./invoice-eval/score-everyday";

interface Tally {
  right: number;
  all: number;
  sure: number;
  sureRight: number;
}

const misses = process.argv.includes("--misses");
const products = process.argv.includes("--products");
const LAYOUTS = products ? PRODUCT_LAYOUTS : FRESH_LAYOUTS;
const tally = new Map<string, Tally>();
const count = (key: string, right: boolean, sure: boolean): void => {
  const entry = tally.get(key) ?? { right: 0, all: 0, sure: 0, sureRight: 0 };
  entry.all += 1;
  entry.right += right ? 1 : 0;
  entry.sure += sure ? 1 : 0;
  entry.sureRight += sure && right ? 1 : 0;
  tally.set(key, entry);
};
for (const layout of LAYOUTS) {
  const half = halfOf(layout.name);
  const letter = HALF_NAMES[half].slice(0, 1);
  for (const outcome of scoreEverydayInvoice(extractInvoice(layout.words), layout.truth)) {
    const sure = outcome.verdict === "sure";
    count(`${outcome.field} · ${letter}`, outcome.right, sure);
    count(`half ${HALF_NAMES[half]}`, outcome.right, sure);
    count("all", outcome.right, sure);
    if (misses && half === 0 && !outcome.right)
      console.log(
        `  miss ${layout.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}${sure ? " (SURE)" : ""}`,
      );
  }
}
const percent = (part: number, whole: number): string =>
  whole === 0 ? "    -" : ((100 * part) / whole).toFixed(1).padStart(5);
console.log(`  ${"field · half".padEnd(20)} right              sure share  sure precision`);
for (const [key, { right, all, sure, sureRight }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `  ${key.padEnd(20)} ${percent(right, all)}% (${right}/${all})`.padEnd(42) +
      `${percent(sure, all)}%      ${percent(sureRight, sure)}% (${sureRight}/${sure})`,
  );
const halves = [0, 1].map((half) => LAYOUTS.filter((layout) => halfOf(layout.name) === half).length);
console.log(
  `${products ? "Product-style" : "Fresh"} everyday set: ${LAYOUTS.length} invoices (half A ${halves[0]}, half B ${halves[1]})`,
);
