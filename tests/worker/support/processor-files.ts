import { PDFDocument, StandardFonts } from "pdf-lib";
import { readPdf } from "../../../core/invoice/extraction/pdf/read-pdf";
import textPdfDataUrl from "../../fixtures/invoices/pdf/inv-001.pdf?inline";
import secondPdfDataUrl from "../../fixtures/invoices/pdf/inv-002.pdf?inline";
import scanDataUrl from "../../fixtures/invoices/scan-sample.jpg?inline";

/**
 * Fixture bytes for the workers pool, which cannot read the file system: Vite's `?inline` turns a
 * file into a base64 data URL at transform time.
 */
function fromDataUrl(url: string): Uint8Array {
  const base64 = url.slice(url.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** inv-001: Bakkerij De Gouden Korrel B.V., INV-2025540, total 6154.33 (truth/inv-001.json). */
export const TEXT_PDF = fromDataUrl(textPdfDataUrl);
export const SECOND_PDF = fromDataUrl(secondPdfDataUrl);
/** A scan-like JPEG of inv-001: no text, needs OCR. */
export const SCAN_JPEG = fromDataUrl(scanDataUrl);

export const UBL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>UBL-2024-7</cbc:ID>
  <cbc:IssueDate>2024-03-15</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Drukkerij Noord B.V.</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="EUR">100.00</cbc:TaxExclusiveAmount><cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;

const encoder = new TextEncoder();

/** A PDF whose trailer names a standard security handler whose empty user password does not open it. */
export function encryptedPdf(): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${"ab".repeat(32)}> /U <${"cd".repeat(32)}> >>`,
  ];
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${"01".repeat(16)}> <${"01".repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
}

/** A blank PDF of `pageCount` pages (a page bomb above the 50-page cap). */
export async function blankPdf(pageCount: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index++) pdf.addPage([200, 200]);
  return pdf.save();
}

/** A PDF with a few words only: no usable text layer, like a scan. */
export async function scannedLookingPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText("Scan", { x: 50, y: 800, size: 10, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

export function corruptPdf(): Uint8Array {
  return encoder.encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\ngarbage garbage\n%%EOF");
}

/** An executable's bytes: named invoice.pdf, it is still not a PDF. */
export function disguisedExecutable(): Uint8Array {
  return encoder.encode("MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode.");
}

interface OcrLineBody {
  words: { text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number } }[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * What the browser would post after OCR of inv-001: its words (taken from the text PDF here, so the
 * test does not need tesseract) grouped into lines, in pixels at 2× scale.
 */
export async function ocrSubmissionFor(pdf: Uint8Array, scale = 2): Promise<unknown> {
  const read = await readPdf(pdf);
  if (!read.ok) throw new Error(read.error);
  const { document } = read.value;
  const pages = document.pages.map((size) => {
    const byLine = new Map<number, OcrLineBody>();
    for (const word of document.words.filter((w) => w.page === size.page)) {
      const key = Math.round((word.y + word.height) / 3);
      const bbox = {
        x0: word.x * scale,
        y0: word.y * scale,
        x1: (word.x + word.width) * scale,
        y1: (word.y + word.height) * scale,
      };
      const line = byLine.get(key) ?? { words: [], baseline: { ...bbox }, bbox: { ...bbox } };
      line.words.push({ text: word.text, confidence: 90, bbox });
      line.bbox = {
        x0: Math.min(line.bbox.x0, bbox.x0),
        y0: Math.min(line.bbox.y0, bbox.y0),
        x1: Math.max(line.bbox.x1, bbox.x1),
        y1: Math.max(line.bbox.y1, bbox.y1),
      };
      line.baseline = { x0: line.bbox.x0, y0: line.bbox.y1, x1: line.bbox.x1, y1: line.bbox.y1 };
      byLine.set(key, line);
    }
    return {
      pageNumber: size.page,
      width: size.width * scale,
      height: size.height * scale,
      lines: [...byLine.values()],
    };
  });
  return { pages };
}
