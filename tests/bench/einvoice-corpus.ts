/**
 * Hybrid PDFs of ../shared/corpus/invoices (Factur-X, ZUGFeRD 1/2): the embedded XML read by our
 * reader, compared field by field with the truth files made from that XML.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readEmbeddedEInvoice } from "../../core/invoice/extraction/einvoice/read-einvoice";
import { decimalToCents } from "../../core/invoice/extraction/einvoice/xml";
import { readPdf } from "../../core/invoice/extraction/pdf/read-pdf";
import type { InvoiceExtraction } from "../../core/invoice/extraction/types";

export const CORPUS_INVOICES = resolve(process.cwd(), "../shared/corpus/invoices");

interface Truth {
  readonly invoiceNumber: string | null;
  readonly issueDate: string | null;
  readonly dueDate: string | null;
  readonly currency: string | null;
  readonly sellerName: string | null;
  readonly sellerVatId: string | null;
  readonly sellerIban: string | null;
  readonly buyerName: string | null;
  readonly buyerVatId: string | null;
  readonly netTotal: string | null;
  readonly vatTotal: string | null;
  readonly grandTotal: string | null;
  readonly amountDue: string | null;
  readonly documentType: string | null;
}

export interface CorpusMismatch {
  readonly name: string;
  readonly field: string;
  readonly expected: unknown;
  readonly got: unknown;
}

export function hasCorpus(): boolean {
  return existsSync(CORPUS_INVOICES);
}

const CREDIT_TYPES = new Set(["381", "81", "83", "261", "262", "296", "308", "396", "420", "458", "532"]);

function compare(name: string, truth: Truth, extraction: InvoiceExtraction): CorpusMismatch[] {
  const fields = extraction.fields;
  const pairs: [string, unknown, unknown][] = [
    ["invoiceNumber", truth.invoiceNumber, fields.invoiceNumber?.value ?? null],
    ["issueDate", truth.issueDate, fields.invoiceDate?.value ?? null],
    ["dueDate", truth.dueDate, fields.dueDate?.value ?? null],
    ["currency", truth.currency, fields.currency?.value ?? null],
    ["sellerName", truth.sellerName, fields.supplierName?.value ?? null],
    ["sellerVatId", truth.sellerVatId, fields.supplierVatId?.value ?? null],
    ["sellerIban", truth.sellerIban?.replace(/\s/g, "") ?? null, fields.supplierIban?.value ?? null],
    ["buyerName", truth.buyerName, fields.customerName?.value ?? null],
    ["buyerVatId", truth.buyerVatId, fields.customerVatId?.value ?? null],
    ["netTotal", decimalToCents(truth.netTotal), fields.subtotalCents?.value ?? null],
    ["vatTotal", decimalToCents(truth.vatTotal), fields.vatTotalCents?.value ?? null],
    ["grandTotal", decimalToCents(truth.grandTotal), fields.totalCents?.value ?? null],
    ["amountDue", decimalToCents(truth.amountDue), fields.amountDueCents?.value ?? null],
    [
      "documentType",
      truth.documentType && CREDIT_TYPES.has(truth.documentType) ? "credit-note" : "invoice",
      fields.documentType?.value ?? null,
    ],
  ];
  return pairs
    .filter(([, expected, got]) => expected !== got)
    .map(([field, expected, got]) => ({ name, field, expected, got }));
}

export interface CorpusReport {
  documents: number;
  read: number;
  fieldsCompared: number;
  readonly mismatches: CorpusMismatch[];
  readonly unread: { name: string; error: string }[];
}

export async function measureCorpus(): Promise<CorpusReport> {
  const names = readdirSync(CORPUS_INVOICES)
    .filter((file) => file.endsWith(".truth.json"))
    .map((file) => file.slice(0, -".truth.json".length))
    .filter((name) => existsSync(join(CORPUS_INVOICES, `${name}.pdf`)));
  const report: CorpusReport = { documents: 0, read: 0, fieldsCompared: 0, mismatches: [], unread: [] };
  for (const name of names) {
    report.documents++;
    const truth = JSON.parse(readFileSync(join(CORPUS_INVOICES, `${name}.truth.json`), "utf8")) as Truth;
    const pdf = await readPdf(new Uint8Array(readFileSync(join(CORPUS_INVOICES, `${name}.pdf`))));
    if (!pdf.ok) {
      report.unread.push({ name, error: pdf.error });
      continue;
    }
    const result = readEmbeddedEInvoice(pdf.value.attachments);
    if (!result?.ok) {
      report.unread.push({ name, error: result?.error ?? "no embedded e-invoice found" });
      continue;
    }
    report.read++;
    report.fieldsCompared += 14;
    report.mismatches.push(...compare(name, truth, result.value));
  }
  return report;
}
