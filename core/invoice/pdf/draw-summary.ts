/** Totals (BT-109, VAT per rate, BT-110, BT-112) and the VAT breakdown with exemption wording. */
import { formatVatCategory, getExemptionWording, type InvoiceLabels } from "../i18n";
import type { Invoice } from "../model";
import { type Cents, formatMoney } from "../money";
import type { InvoiceTotals } from "../totals";
import { MARGIN, MUTED, PAGE_WIDTH, type PdfCanvas } from "./pdf-canvas";
import { wrapText } from "./text-layout";

const RIGHT = PAGE_WIDTH - MARGIN;

export function drawTotals(
  canvas: PdfCanvas,
  invoice: Invoice,
  totals: InvoiceTotals,
  labels: InvoiceLabels,
): void {
  const { language, currency } = invoice;
  const money = (cents: Cents): string => formatMoney(cents, currency, language);
  const rows: [string, string, boolean][] = [];
  if (invoice.supplier.kor) {
    // The small-business scheme: the invoice shows no VAT at all, only the total.
    rows.push([labels.total, money(totals.taxInclusive), true]);
  } else {
    rows.push([labels.totalExclVat, money(totals.taxExclusive), false]);
    for (const row of totals.breakdown) {
      if (row.category === "S")
        rows.push([`${labels.vat} ${formatVatCategory("S", row.rate, language)}`, money(row.vat), false]);
    }
    rows.push([labels.totalVat, money(totals.vatTotal), false]);
    rows.push([labels.totalInclVat, money(totals.taxInclusive), true]);
  }
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

export function drawVatBreakdown(
  canvas: PdfCanvas,
  invoice: Invoice,
  totals: InvoiceTotals,
  labels: InvoiceLabels,
): void {
  const { language, currency } = invoice;
  if (invoice.supplier.kor) {
    canvas.ensure(24);
    for (const text of wrapText(getExemptionWording("E", language, true), canvas.fonts.bold, 9, 400)) {
      canvas.text(text, MARGIN, canvas.y, { bold: true });
      canvas.y -= 12;
    }
    canvas.y -= 12;
    return;
  }
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
