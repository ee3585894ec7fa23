import type { Invoice } from "../model";
import { type PdfAssets, renderInvoicePdf } from "../pdf/render-invoice-pdf";
import { buildInvoiceFileName } from "../ubl/write-ubl";
import { embedFacturX } from "./embed-facturx";
import { writeCii } from "./write-cii";

/**
 * The invoice PDF as a Factur-X / ZUGFeRD 2 hybrid (EN 16931 profile): what a person reads and what a
 * German or French buyer's system reads are the same invoice. Dated by the issue date, so the same
 * invoice always gives the same file.
 */
export async function renderFacturXPdf(invoice: Invoice, assets: PdfAssets): Promise<Uint8Array> {
  const pdf = await renderInvoicePdf(invoice, assets);
  const created = new Date(`${invoice.issueDate || "1970-01-01"}T00:00:00Z`);
  const title = buildInvoiceFileName(invoice, "pdf").replace(/\.pdf$/, "");
  return embedFacturX(pdf, writeCii(invoice), {
    title,
    created: Number.isNaN(created.getTime()) ? new Date(0) : created,
  });
}
