import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { LanguageTruth } from "../../fixtures/language-invoices/model";
import { sameDecimal, sameName, sameText } from "./score-real";

export interface LanguageOutcome {
  readonly field: keyof LanguageTruth;
  readonly expected: string;
  readonly actual: string | null;
  readonly right: boolean;
}

const compact = (value: string): string => value.replace(/\s+/g, "").toUpperCase();
const sameId = (a: string, b: string): boolean => compact(a) === compact(b);

const SCORED: readonly [keyof LanguageTruth, FieldName, (a: string, b: string) => boolean][] = [
  ["supplier", "supplierName", sameName],
  ["customer", "customerName", sameName],
  ["number", "invoiceNumber", sameText],
  ["date", "invoiceDate", sameText],
  ["due", "dueDate", sameText],
  ["net", "subtotalCents", sameDecimal],
  ["vat", "vatTotalCents", sameDecimal],
  ["total", "totalCents", sameDecimal],
  ["currency", "currency", sameText],
  ["vatId", "supplierVatId", sameId],
  ["iban", "supplierIban", sameId],
];

/** Every truth value of one generated invoice is one unit; a value the invoice does not print is not scored. */
export function scoreLanguageInvoice(
  extraction: InvoiceExtraction | null,
  truth: LanguageTruth,
): LanguageOutcome[] {
  const outcomes: LanguageOutcome[] = [];
  for (const [key, name, same] of SCORED) {
    const expected = truth[key];
    if (expected === null) continue;
    const value = extraction?.fields[name]?.value;
    const actual = typeof value === "number" ? (value / 100).toFixed(2) : value;
    outcomes.push({
      field: key,
      expected,
      actual: actual === undefined ? null : String(actual),
      right: actual !== undefined && actual !== "" && same(expected, String(actual)),
    });
  }
  return outcomes;
}
