/**
 * Field accuracy on the generated everyday set (tests/core/invoice/extraction/everyday-layouts): whole
 * synthetic invoices (webshop, SaaS, telecom, utility, tradesman; NL/EN/DE/FR) built for the classes
 * of issue 28, scored as the real everyday set is (invoice-eval/score-everyday.ts). Synthetic: a stand-in
 * for real files we do not hold, not a measure of them.
 *   npx tsx tests/bench/eval-everyday-layouts.ts [--misses]
 */
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import { EVERYDAY_LAYOUTS } from "../core/invoice/extraction/everyday-layouts/all";
import { scoreEverydayInvoice } from "./invoice-eval/score-everyday";

const misses = process.argv.includes("--misses");
const tally = new Map<string, { right: number; all: number }>();
const count = (key: string, right: boolean): void => {
  const entry = tally.get(key) ?? { right: 0, all: 0 };
  tally.set(key, { right: entry.right + (right ? 1 : 0), all: entry.all + 1 });
};
for (const layout of EVERYDAY_LAYOUTS) {
  for (const outcome of scoreEverydayInvoice(extractInvoice(layout.words), layout.truth)) {
    count(outcome.field, outcome.right);
    count("all fields", outcome.right);
    if (misses && !outcome.right)
      console.log(
        `  miss ${layout.name} ${outcome.field}: ${outcome.expected} → ${outcome.actual ?? "(none)"}`,
      );
  }
}
for (const [key, { right, all }] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${key.padEnd(12)} ${((100 * right) / all).toFixed(1).padStart(5)}%  (${right}/${all})`);
console.log(`Generated everyday set: ${EVERYDAY_LAYOUTS.length} invoices`);
