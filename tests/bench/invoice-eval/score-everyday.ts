import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { verdictOf } from "../../../core/invoice/extraction/field-verdict";
import type { FieldName, InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { sharedCorpusDir } from "./corpus-dir";
import { type RealOutcome, sameDecimal, sameName, sameText } from "./score-real";

/** Ordinary supplier PDFs with truth (../shared/corpus/everyday, see its README). */
export const EVERYDAY_DIR = sharedCorpusDir("everyday");

/** The fields of an everyday truth file; a missing field was never established and is not scored. */
export interface EverydayTruth {
  readonly supplier?: string | null;
  readonly number?: string | null;
  readonly date?: string | null;
  readonly total?: string | null;
  readonly net?: string | null;
  readonly vat?: string | null;
  readonly currency?: string | null;
  readonly vatId?: string | null;
  readonly iban?: string | null;
}

export interface EverydayEntry {
  readonly name: string;
  readonly path: string;
  readonly truth: EverydayTruth;
}

export async function listEveryday(): Promise<EverydayEntry[]> {
  const names = (await readdir(EVERYDAY_DIR)).filter((name) => name.endsWith(".pdf")).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      path: join(EVERYDAY_DIR, name),
      truth: JSON.parse(
        await readFile(join(EVERYDAY_DIR, name.replace(/\.pdf$/, ".truth.json")), "utf8"),
      ) as EverydayTruth,
    })),
  );
}

const decimal = (cents: number | undefined): string | undefined =>
  cents === undefined ? undefined : (cents / 100).toFixed(2);
const compact = (value: string): string => value.replace(/\s+/g, "").toUpperCase();
const sameId = (a: string, b: string): boolean => compact(a) === compact(b);

const SCORED: readonly [keyof EverydayTruth, FieldName, (a: string, b: string) => boolean][] = [
  ["supplier", "supplierName", sameName],
  ["number", "invoiceNumber", sameText],
  ["date", "invoiceDate", sameText],
  ["total", "totalCents", sameDecimal],
  ["net", "subtotalCents", sameDecimal],
  ["vat", "vatTotalCents", sameDecimal],
  ["currency", "currency", sameText],
  ["vatId", "supplierVatId", sameId],
  ["iban", "supplierIban", sameId],
];

/** Every established truth value of one everyday invoice is one unit, with the field's verdict. */
export function scoreEverydayInvoice(
  extraction: InvoiceExtraction | null,
  truth: EverydayTruth,
): RealOutcome[] {
  const outcomes: RealOutcome[] = [];
  for (const [key, name, same] of SCORED) {
    const expected = truth[key];
    if (expected === null || expected === undefined) continue;
    const value = extraction?.fields[name]?.value;
    const actual = typeof value === "number" ? decimal(value) : value;
    outcomes.push({
      field: key,
      expected,
      actual: actual ?? null,
      right: actual !== undefined && actual !== "" && same(expected, actual),
      verdict: extraction ? verdictOf(extraction, name) : null,
    });
  }
  return outcomes;
}
