/** Payment instructions with the EPC QR code, notes, and the footer on every page. */
import { formatIban } from "../../validation/iban";
import { buildEpcPayload } from "../epc-qr";
import { formatInvoiceDate, type InvoiceLabels } from "../i18n";
import type { Invoice } from "../model";
import { formatMoney } from "../money";
import { classifyPaymentReference } from "../payment-reference-kind";
import type { InvoiceTotals } from "../totals";
import { CONTENT_WIDTH, INK, MARGIN, MUTED, PAGE_WIDTH, type PdfCanvas, RULE } from "./pdf-canvas";
import { buildQrMatrix } from "./qr-matrix";
import { toSingleLine, wrapText } from "./text-layout";

const RIGHT = PAGE_WIDTH - MARGIN;

export function drawPayment(
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
  // A credit note is money owed to the customer: no transfer instructions, no payment QR code.
  if (invoice.kind === "credit-note" || totals.payable <= 0n || !supplier.iban) {
    canvas.text(invoice.kind === "credit-note" ? labels.creditRefund : labels.nothingToPay, MARGIN, y - 14);
    canvas.y = y - 34;
    return;
  }
  const reference = invoice.paymentReference || invoice.number;
  const referenceKind = classifyPaymentReference(reference, invoice.number);
  const rows: [string, string][] = [
    [labels.amountDue, formatMoney(totals.payable, currency, language)],
    [labels.iban, formatIban(supplier.iban)],
    [labels.payTo, supplier.name],
    [labels.paymentReference(referenceKind), reference],
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
    const sentence = labels.payBefore(formatInvoiceDate(invoice.dueDate, language), reference, referenceKind);
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

export function drawNotes(canvas: PdfCanvas, invoice: Invoice, labels: InvoiceLabels): void {
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

export function drawFooters(canvas: PdfCanvas, invoice: Invoice, labels: InvoiceLabels): void {
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
