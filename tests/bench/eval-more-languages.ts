/**
 * Field accuracy on the synthetic invoices in eight more languages (tests/core/invoice/extraction/
 * more-languages-invoices.ts): every language in every layout. Synthetic: it shows the label tables
 * and number/date forms are read, not how real invoices in these languages fare.
 *   npx tsx tests/bench/eval-more-languages.ts [--verbose]
 */
import { extractInvoice } from "../../core/invoice/extraction/extract-invoice";
import {
  buildLanguageInvoice,
  expectedFields,
  LANGUAGE_INVOICES,
  LANGUAGE_LAYOUTS,
} from "../core/invoice/extraction/more-languages-invoices";

const verbose = process.argv.includes("--verbose");
const perLanguage = new Map<string, { right: number; all: number }>();
const perField = new Map<string, { right: number; all: number }>();
const count = (map: Map<string, { right: number; all: number }>, key: string, right: boolean): void => {
  const entry = map.get(key) ?? { right: 0, all: 0 };
  map.set(key, { right: entry.right + (right ? 1 : 0), all: entry.all + 1 });
};
for (const invoice of LANGUAGE_INVOICES)
  for (const layout of LANGUAGE_LAYOUTS) {
    const fields = extractInvoice(buildLanguageInvoice(invoice, layout)).fields as Record<
      string,
      { value: unknown } | undefined
    >;
    for (const [name, expected] of Object.entries(expectedFields(invoice))) {
      const got = fields[name]?.value;
      const right = got === expected;
      count(perLanguage, invoice.language, right);
      count(perField, name, right);
      if (!right && verbose)
        console.log(`${invoice.language} ${layout} ${name}: ${String(got)} ≠ ${String(expected)}`);
    }
  }
const share = ({ right, all }: { right: number; all: number }): string =>
  `${((100 * right) / all).toFixed(1).padStart(5)}% (${right}/${all})`;
for (const [name, entry] of perLanguage) console.log(`  ${name.padEnd(16)} ${share(entry)}`);
for (const [name, entry] of perField) console.log(`  ${name.padEnd(16)} ${share(entry)}`);
const total = [...perLanguage.values()].reduce(
  (sum, e) => ({ right: sum.right + e.right, all: sum.all + e.all }),
  {
    right: 0,
    all: 0,
  },
);
console.log(
  `Synthetic, ${LANGUAGE_INVOICES.length} languages × ${LANGUAGE_LAYOUTS.length} layouts: ${share(total)}`,
);
