import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import { halfOf } from "../corpus-halves";

/** ../shared/corpus/receipts beside the checkout or beside a worktree (../wt/NAME), or `--receipts=DIR`. */
export const RECEIPTS_DIR =
  [
    resolve(process.cwd(), "..", "shared", "corpus", "receipts"),
    resolve(process.cwd(), "..", "..", "shared", "corpus", "receipts"),
  ].find((dir) => existsSync(dir)) ?? resolve(process.cwd(), "..", "shared", "corpus", "receipts");

export interface ReceiptTruth {
  readonly file: string;
  readonly company: string;
  readonly address: string;
  readonly date?: string;
  readonly totalCents?: number;
}

export interface ReceiptEntry {
  readonly name: string;
  readonly half: 0 | 1;
  readonly truth: ReceiptTruth;
}

/** The first `perHalf` receipts of each half in name order: the same files on every run. */
export async function listReceiptSubset(dir: string, perHalf: number): Promise<ReceiptEntry[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".jpg")).sort();
  const chosen: ReceiptEntry[] = [];
  const counts = [0, 0];
  for (const name of names) {
    const half = halfOf(name);
    if ((counts[half] ?? 0) >= perHalf) continue;
    counts[half] = (counts[half] ?? 0) + 1;
    const truthPath = join(dir, name.replace(/\.jpg$/, ".truth.json"));
    const truth = JSON.parse(await readFile(truthPath, "utf8")) as ReceiptTruth;
    chosen.push({ name, half, truth });
  }
  return chosen;
}

/** Letters and digits only, upper case: "MR D.I.Y. (JOHOR) SDN BHD" and "MR DIY (JOHOR) SDN. BHD." agree. */
function normaliseName(value: string): string {
  return value.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");
}

export interface ReceiptScore {
  /** Right / scored, per field; a field the truth lacks (87 ambiguous dates, one total) is not scored. */
  readonly right: number;
  readonly scored: number;
  readonly fields: Record<"supplier" | "date" | "total", boolean | null>;
}

export function scoreReceipt(extraction: InvoiceExtraction, truth: ReceiptTruth): ReceiptScore {
  const supplier = extraction.fields.supplierName?.value;
  const fields = {
    supplier: supplier ? normaliseName(supplier) === normaliseName(truth.company) : false,
    date: truth.date === undefined ? null : extraction.fields.invoiceDate?.value === truth.date,
    total: truth.totalCents === undefined ? null : extraction.fields.totalCents?.value === truth.totalCents,
  };
  const values = Object.values(fields).filter((value): value is boolean => value !== null);
  return { right: values.filter(Boolean).length, scored: values.length, fields };
}

/**
 * Edit distance of `needle` to its best-matching stretch of `haystack` (Sellers): how many of the
 * truth's characters OCR got wrong, wherever on the receipt they are printed.
 */
function substringDistance(needle: string, haystack: string): number {
  let previous = new Array<number>(haystack.length + 1).fill(0);
  for (let i = 1; i <= needle.length; i++) {
    const current = [i];
    for (let j = 1; j <= haystack.length; j++) {
      const cost = needle[i - 1] === haystack[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return Math.min(...previous);
}

/** Characters of the truth's company and address found right in the OCR text (spaces ignored). */
export function charactersRight(text: string, truth: ReceiptTruth): { right: number; total: number } {
  const squash = (value: string): string => value.toUpperCase().replace(/\s+/g, "");
  const haystack = squash(text);
  let right = 0;
  let total = 0;
  for (const value of [truth.company, truth.address]) {
    const needle = squash(value);
    total += needle.length;
    right += Math.max(0, needle.length - substringDistance(needle, haystack));
  }
  return { right, total };
}
