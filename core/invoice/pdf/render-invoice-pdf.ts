import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFImage } from "pdf-lib";
import { formatIban } from "../../validation/iban";
import { buildEpcPayload } from "../epc-qr";
import {
  formatInvoiceDate,
  formatVatCategory,
  getDocumentTitle,
  getExemptionWording,
  getInvoiceLabels,
  type InvoiceLabels,
} from "../i18n";
import { type Address, type Invoice, type Party, UNIT_CODES } from "../model";
import { type Cents, canonicalDecimal, formatMoney, formatQuantity } from "../money";
import { calculateTotals, effectiveVatRate, type InvoiceTotals } from "../totals";
import { cacheGlyphEncoding } from "./glyph-cache";
import { CONTENT_WIDTH, INK, MARGIN, MUTED, PAGE_HEIGHT, PAGE_WIDTH, PdfCanvas, RULE } from "./pdf-canvas";
import { buildQrMatrix } from "./qr-matrix";
import { toSingleLine, wrapText } from "./text-layout";

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

const RIGHT = PAGE_WIDTH - MARGIN;
/** Table columns: x of the left edge (description) or right edge (numbers). */
const COLUMNS = {
  description: MARGIN,
  descriptionWidth: 172,
  quantity: MARGIN + 212,
  unit: MARGIN + 219,
  price: MARGIN + 312,
  discount: MARGIN + 360,
  vat: MARGIN + 424,
  amount: RIGHT,
} as const;

function addressLines(party: Party, labels: InvoiceLabels, homeCountry: string): string[] {
  const address: Address = party.address;
  const lines = [address.street, [address.postcode, address.city].filter(Boolean).join(" ")];
  if (address.country && address.country !== homeCountry) lines.push(address.country);
  if (party.vatNumber) lines.push(`${labels.vatNumber}: ${party.vatNumber}`);
  if (party.kvk) lines.push(`${labels.kvk}: ${party.kvk}`);
  return lines.map(toSingleLine).filter((line) => line !== "");
}

function drawHeader(canvas: PdfCanvas, invoice: Invoice, labels: InvoiceLabels, logo: PDFImage | null): void {
  let top = PAGE_HEIGHT - MARGIN;
  if (logo) {
    const scale = Math.min(140 / logo.width, 56 / logo.height, 1);
    canvas.page.drawImage(logo, {
      x: MARGIN,
      y: top - logo.height * scale,
      width: logo.width * scale,
      height: logo.height * scale,
    });
    top -= logo.height * scale + 12;
  } else {
    canvas.text(invoice.supplier.name, MARGIN, top - 14, { size: 14, bold: true, maxWidth: 300 });
    top -= 26;
  }
  canvas.textRight(getDocumentTitle(invoice.kind, invoice.language), RIGHT, PAGE_HEIGHT - MARGIN - 18, {
    size: 22,
    bold: true,
  });

  // Supplier (left) and meta data (right).
  let y = top - 4;
  canvas.text(labels.from, MARGIN, y, { size: 8, color: MUTED });
  y -= 12;
  canvas.text(invoice.supplier.name, MARGIN, y, { bold: true, maxWidth: 250 });
  for (const line of addressLines(invoice.supplier, labels, invoice.customer.address.country)) {
    y -= 11;
    canvas.text(line, MARGIN, y, { maxWidth: 250 });
  }
  if (invoice.supplier.email) {
    y -= 11;
    canvas.text(invoice.supplier.email, MARGIN, y, { maxWidth: 250 });
  }
  const meta: [string, string][] = [
    [invoice.kind === "credit-note" ? labels.creditNoteNumber : labels.invoiceNumber, invoice.number],
    [labels.issueDate, formatInvoiceDate(invoice.issueDate, invoice.language)],
  ];
  if (invoice.delivery?.kind === "date")
    meta.push([labels.deliveryDate, formatInvoiceDate(invoice.delivery.date, invoice.language)]);
  if (invoice.delivery?.kind === "period") {
    meta.push([
      labels.deliveryPeriod,
      `${formatInvoiceDate(invoice.delivery.start, invoice.language)} – ${formatInvoiceDate(invoice.delivery.end, invoice.language)}`,
    ]);
  }
  if (invoice.dueDate) meta.push([labels.dueDate, formatInvoiceDate(invoice.dueDate, invoice.language)]);
  if (invoice.buyerReference) meta.push([labels.reference, invoice.buyerReference]);
  if (invoice.orderReference) meta.push([labels.orderReference, invoice.orderReference]);
  if (invoice.precedingInvoice?.number) {
    const date = invoice.precedingInvoice.issueDate
      ? ` (${formatInvoiceDate(invoice.precedingInvoice.issueDate, invoice.language)})`
      : "";
    meta.push([labels.correctsInvoice, `${invoice.precedingInvoice.number}${date}`]);
  }
  let metaY = top - 16;
  for (const [label, value] of meta) {
    canvas.text(label, MARGIN + 300, metaY, { size: 8.5, color: MUTED });
    canvas.textRight(toSingleLine(value), RIGHT, metaY, { size: 8.5, bold: true });
    metaY -= 12;
  }

  // Customer.
  y = Math.min(y, metaY) - 22;
  if (invoice.customer.name || !invoice.simplified) {
    canvas.text(labels.billTo, MARGIN, y, { size: 8, color: MUTED });
    y -= 12;
    canvas.text(invoice.customer.name, MARGIN, y, { bold: true, maxWidth: 300 });
    for (const line of addressLines(invoice.customer, labels, invoice.supplier.address.country)) {
      y -= 11;
      canvas.text(line, MARGIN, y, { maxWidth: 300 });
    }
  }
  canvas.y = y - 24;
}

function drawTableHeader(canvas: PdfCanvas, labels: InvoiceLabels, continued: boolean): void {
  const y = canvas.y;
  canvas.rect(MARGIN, y - 6, CONTENT_WIDTH, 18);
  const options = { size: 8, bold: true };
  canvas.text(
    continued ? `${labels.description} (${labels.continued})` : labels.description,
    COLUMNS.description + 4,
    y,
    options,
  );
  canvas.textRight(labels.quantity, COLUMNS.quantity, y, options);
  canvas.text(labels.unit, COLUMNS.unit, y, options);
  canvas.textRight(labels.unitPrice, COLUMNS.price, y, options);
  canvas.textRight(labels.discount, COLUMNS.discount, y, options);
  canvas.textRight(labels.vat, COLUMNS.vat, y, options);
  canvas.textRight(labels.amount, COLUMNS.amount - 4, y, options);
  canvas.y = y - 20;
}

function drawLines(canvas: PdfCanvas, invoice: Invoice, totals: InvoiceTotals, labels: InvoiceLabels): void {
  const { language, currency } = invoice;
  drawTableHeader(canvas, labels, false);
  canvas.onNewPage = () => drawTableHeader(canvas, labels, true);
  invoice.lines.forEach((line, index) => {
    const amounts = totals.lines[index];
    if (!amounts) return;
    const description = wrapText(line.description, canvas.fonts.regular, 9, COLUMNS.descriptionWidth);
    canvas.ensure(description.length * 11 + 6);
    const y = canvas.y;
    description.forEach((text, row) => {
      canvas.text(text, COLUMNS.description + 4, y - row * 11);
    });
    canvas.textRight(formatQuantity(line.quantity, language), COLUMNS.quantity, y);
    canvas.text(UNIT_CODES[line.unit]?.[language] ?? line.unit, COLUMNS.unit, y, { maxWidth: 44 });
    canvas.textRight(formatMoney4(line.unitPrice, currency, language), COLUMNS.price, y);
    if (line.discount) {
      const discount =
        line.discount.kind === "percent"
          ? `${formatQuantity(line.discount.value, language)} %`
          : formatMoney(amounts.allowance, currency, language);
      canvas.textRight(discount, COLUMNS.discount, y);
    }
    canvas.textRight(formatVatCategory(line.vatCategory, effectiveVatRate(line), language), COLUMNS.vat, y);
    canvas.textRight(formatMoney(amounts.net, currency, language), COLUMNS.amount - 4, y);
    canvas.y = y - description.length * 11 - 4;
    canvas.line(MARGIN, canvas.y + 8, RIGHT, canvas.y + 8);
  });
  canvas.onNewPage = null;
}

/** Unit prices may have up to 4 decimals: show them all, but at least 2. */
function formatMoney4(price: string, currency: string, language: "nl" | "en"): string {
  const canonical = canonicalDecimal(price);
  const [whole = "0", fraction = ""] = canonical.replace("-", "").split(".");
  if (fraction.length <= 2)
    return formatMoney(
      BigInt(`${canonical.startsWith("-") ? "-" : ""}${whole}${fraction.padEnd(2, "0")}`),
      currency,
      language,
    );
  const base = formatMoney(
    BigInt(`${canonical.startsWith("-") ? "-" : ""}${whole}${fraction.slice(0, 2)}`),
    currency,
    language,
  );
  return `${base}${fraction.slice(2)}`;
}

function drawTotals(canvas: PdfCanvas, invoice: Invoice, totals: InvoiceTotals, labels: InvoiceLabels): void {
  const { language, currency } = invoice;
  const money = (cents: Cents): string => formatMoney(cents, currency, language);
  const rows: [string, string, boolean][] = [[labels.totalExclVat, money(totals.taxExclusive), false]];
  for (const row of totals.breakdown) {
    if (row.category === "S")
      rows.push([`${labels.vat} ${formatVatCategory("S", row.rate, language)}`, money(row.vat), false]);
  }
  rows.push([labels.totalVat, money(totals.vatTotal), false]);
  rows.push([labels.totalInclVat, money(totals.taxInclusive), true]);
  if (totals.payable !== totals.taxInclusive) rows.push([labels.amountDue, money(totals.payable), true]);
  canvas.ensure(rows.length * 14 + 10);
  let y = canvas.y - 6;
  for (const [label, value, strong] of rows) {
    canvas.text(label, MARGIN + 300, y, { bold: strong, size: strong ? 10 : 9 });
    canvas.textRight(value, RIGHT - 4, y, { bold: strong, size: strong ? 10 : 9 });
    if (strong) canvas.line(MARGIN + 300, y + 12, RIGHT, y + 12, MUTED);
    y -= 14;
  }
  canvas.y = y - 8;
}

function drawVatBreakdown(
  canvas: PdfCanvas,
  invoice: Invoice,
  totals: InvoiceTotals,
  labels: InvoiceLabels,
): void {
  const { language, currency } = invoice;
  canvas.ensure(30 + totals.breakdown.length * 24);
  let y = canvas.y;
  canvas.text(labels.vatBreakdown, MARGIN, y, { bold: true, size: 10 });
  y -= 16;
  canvas.text(labels.vat, MARGIN, y, { size: 8, color: MUTED });
  canvas.textRight(labels.taxableAmount, MARGIN + 300, y, { size: 8, color: MUTED });
  canvas.textRight(labels.vatAmount, MARGIN + 400, y, { size: 8, color: MUTED });
  y -= 4;
  canvas.line(MARGIN, y, MARGIN + 400, y);
  for (const row of totals.breakdown) {
    y -= 12;
    canvas.text(formatVatCategory(row.category, row.rate, language), MARGIN, y);
    canvas.textRight(formatMoney(row.taxable, currency, language), MARGIN + 300, y);
    canvas.textRight(formatMoney(row.vat, currency, language), MARGIN + 400, y);
    const wording = getExemptionWording(row.category, language, invoice.supplier.kor);
    if (wording) {
      for (const text of wrapText(wording, canvas.fonts.regular, 8, 400)) {
        y -= 10;
        canvas.text(text, MARGIN + 8, y, { size: 8, bold: true });
      }
    }
  }
  canvas.y = y - 20;
}

function drawPayment(
  canvas: PdfCanvas,
  invoice: Invoice,
  totals: InvoiceTotals,
  labels: InvoiceLabels,
): void {
  const { language, currency, supplier } = invoice;
  const qrSize = 92;
  canvas.ensure(qrSize + 24);
  let y = canvas.y;
  canvas.text(labels.paymentInstructions, MARGIN, y, { bold: true, size: 10 });
  if (totals.payable <= 0n || !supplier.iban) {
    canvas.text(labels.nothingToPay, MARGIN, y - 14);
    canvas.y = y - 34;
    return;
  }
  const reference = invoice.paymentReference || invoice.number;
  const rows: [string, string][] = [
    [labels.amountDue, formatMoney(totals.payable, currency, language)],
    [labels.iban, formatIban(supplier.iban)],
    [labels.payTo, supplier.name],
    [labels.paymentReference, reference],
  ];
  if (invoice.dueDate) rows.push([labels.dueDate, formatInvoiceDate(invoice.dueDate, language)]);
  const top = y;
  for (const [label, value] of rows) {
    y -= 13;
    canvas.text(label, MARGIN, y, { size: 8.5, color: MUTED });
    canvas.text(toSingleLine(value), MARGIN + 110, y, { size: 9, bold: true, maxWidth: 220 });
  }
  if (invoice.dueDate) {
    y -= 16;
    const sentence = labels.payBefore(formatInvoiceDate(invoice.dueDate, language), reference);
    for (const text of wrapText(sentence, canvas.fonts.regular, 8.5, 320)) {
      canvas.text(text, MARGIN, y, { size: 8.5 });
      y -= 11;
    }
  }
  const payload = buildEpcPayload({
    name: supplier.name,
    iban: supplier.iban,
    currency,
    amount: totals.payable,
    reference,
  });
  if (payload.ok) {
    const matrix = buildQrMatrix(payload.value);
    const module = qrSize / matrix.length;
    const left = RIGHT - qrSize;
    const qrTop = top - 4;
    matrix.forEach((row, rowIndex) => {
      let start = -1;
      for (let column = 0; column <= row.length; column++) {
        const dark = row[column] === true;
        if (dark && start === -1) start = column;
        if (!dark && start !== -1) {
          canvas.page.drawRectangle({
            x: left + start * module,
            y: qrTop - (rowIndex + 1) * module,
            width: (column - start) * module,
            height: module,
            color: INK,
          });
          start = -1;
        }
      }
    });
    canvas.textRight(labels.scanToPay, RIGHT, qrTop - qrSize - 10, { size: 7.5, color: MUTED });
    y = Math.min(y, qrTop - qrSize - 14);
  }
  canvas.y = y - 16;
}

function drawNotes(canvas: PdfCanvas, invoice: Invoice, labels: InvoiceLabels): void {
  if (!invoice.notes.trim()) return;
  const lines = wrapText(invoice.notes, canvas.fonts.regular, 9, CONTENT_WIDTH);
  canvas.ensure(16 + Math.min(lines.length, 4) * 11);
  canvas.text(labels.notes, MARGIN, canvas.y, { bold: true, size: 10 });
  canvas.y -= 14;
  for (const text of lines) {
    canvas.ensure(11);
    canvas.text(text, MARGIN, canvas.y);
    canvas.y -= 11;
  }
}

function drawFooters(canvas: PdfCanvas, invoice: Invoice, labels: InvoiceLabels): void {
  const { supplier } = invoice;
  const parts = [
    supplier.name,
    supplier.kvk && `${labels.kvk} ${supplier.kvk}`,
    supplier.vatNumber && `${labels.vatNumber} ${supplier.vatNumber}`,
    supplier.iban && `IBAN ${formatIban(supplier.iban)}`,
  ].filter(Boolean);
  const footer = parts.join("  ·  ");
  canvas.pages.forEach((page, index) => {
    canvas.page = page;
    canvas.line(MARGIN, MARGIN + 14, RIGHT, MARGIN + 14, RULE);
    canvas.text(footer, MARGIN, MARGIN, { size: 7.5, color: MUTED, maxWidth: CONTENT_WIDTH - 80 });
    canvas.textRight(`${labels.page} ${index + 1} ${labels.of} ${canvas.pages.length}`, RIGHT, MARGIN, {
      size: 7.5,
      color: MUTED,
    });
  });
}

/** The invoice as an A4 PDF with selectable text, VAT breakdown, payment details and an EPC QR code. */
export async function renderInvoicePdf(invoice: Invoice, assets: PdfAssets): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.registerFontkit(fontkit);
  // Not subset: pdf-lib's subsetter drops glyph outlines of Inter (letters render blank in
  // pdf.js and poppler although the text layer is intact); the whole font costs ~180 KB per style.
  const regular = await document.embedFont(assets.regularFont, { subset: false });
  const bold = await document.embedFont(assets.boldFont, { subset: false });
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
