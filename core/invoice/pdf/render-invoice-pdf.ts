import { PDFDocument } from "pdf-lib";
import { getDocumentTitle, getInvoiceLabels } from "../i18n";
import type { Invoice } from "../model";
import { calculateTotals } from "../totals";
import { drawFooters, drawNotes, drawPayment } from "./draw-closing";
import { drawHeader } from "./draw-header";
import { drawLines } from "./draw-lines-table";
import { drawTotals, drawVatBreakdown } from "./draw-summary";
import { cacheGlyphEncoding } from "./glyph-cache";
import { cachedFontkit } from "./parsed-font-cache";
import { PdfCanvas } from "./pdf-canvas";
import { toSingleLine } from "./text-layout";

export interface PdfLogo {
  readonly bytes: Uint8Array;
  readonly type: "png" | "jpg";
}

export interface PdfAssets {
  /** A TrueType font with €, diacritics and Ĳ/ĳ (ADR 051). */
  readonly regularFont: Uint8Array;
  readonly boldFont: Uint8Array;
  readonly logo?: PdfLogo | null;
}

/** The invoice as an A4 PDF with selectable text, VAT breakdown, payment details and an EPC QR code. */
export async function renderInvoicePdf(invoice: Invoice, assets: PdfAssets): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(cachedFontkit);
  // Subset: only the glyphs the invoice uses (a few KB instead of ~180 KB per style), with the
  // glyph records padded so every outline survives (even-glyph-subset.ts, ADR 222).
  const regular = await document.embedFont(assets.regularFont, { subset: true });
  const bold = await document.embedFont(assets.boldFont, { subset: true });
  cacheGlyphEncoding(regular);
  cacheGlyphEncoding(bold);
  const logo = assets.logo
    ? assets.logo.type === "png"
      ? await document.embedPng(assets.logo.bytes)
      : await document.embedJpg(assets.logo.bytes)
    : null;
  const labels = getInvoiceLabels(invoice.language);
  const title = `${getDocumentTitle(invoice.kind, invoice.language)} ${invoice.number}`;
  document.setTitle(toSingleLine(title));
  document.setAuthor(toSingleLine(invoice.supplier.name));
  document.setLanguage(invoice.language === "nl" ? "nl-NL" : "en-GB");
  document.setCreator("Factuurkit");
  document.setProducer("Factuurkit (pdf-lib)");
  // A fixed date keeps the output reproducible for the same invoice.
  const issued = new Date(`${invoice.issueDate}T00:00:00Z`);
  if (!Number.isNaN(issued.getTime())) {
    document.setCreationDate(issued);
    document.setModificationDate(issued);
  }

  const totals = calculateTotals(invoice);
  const canvas = new PdfCanvas(document, { regular, bold });
  drawHeader(canvas, invoice, labels, logo);
  drawLines(canvas, invoice, totals, labels);
  drawTotals(canvas, invoice, totals, labels);
  drawVatBreakdown(canvas, invoice, totals, labels);
  drawPayment(canvas, invoice, totals, labels);
  drawNotes(canvas, invoice, labels);
  drawFooters(canvas, invoice, labels);
  return document.save({ useObjectStreams: true });
}
