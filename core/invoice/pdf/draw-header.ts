/** The page header: logo or name, document title, supplier, meta data (number, dates, references) and customer. */
import type { PDFImage } from "pdf-lib";
import { formatInvoiceDate, getDocumentTitle, type InvoiceLabels } from "../i18n";
import type { Address, Invoice, Party } from "../model";
import { MARGIN, MUTED, PAGE_HEIGHT, PAGE_WIDTH, type PdfCanvas } from "./pdf-canvas";
import { toSingleLine } from "./text-layout";

const RIGHT = PAGE_WIDTH - MARGIN;

function addressLines(party: Party, labels: InvoiceLabels, homeCountry: string): string[] {
  const address: Address = party.address;
  const lines = [address.street, [address.postcode, address.city].filter(Boolean).join(" ")];
  if (address.country && address.country !== homeCountry) lines.push(address.country);
  if (party.vatNumber) lines.push(`${labels.vatNumber}: ${party.vatNumber}`);
  if (party.kvk) lines.push(`${labels.kvk}: ${party.kvk}`);
  return lines.map(toSingleLine).filter((line) => line !== "");
}

export function drawHeader(
  canvas: PdfCanvas,
  invoice: Invoice,
  labels: InvoiceLabels,
  logo: PDFImage | null,
): void {
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
