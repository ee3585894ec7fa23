/** The lines table; its header row repeats at the top of every page the table continues on. */
import { formatVatCategory, type InvoiceLabels } from "../i18n";
import { type Invoice, UNIT_CODES } from "../model";
import { canonicalDecimal, formatMoney, formatQuantity } from "../money";
import { effectiveVatRate, type InvoiceTotals } from "../totals";
import { CONTENT_WIDTH, MARGIN, PAGE_WIDTH, type PdfCanvas } from "./pdf-canvas";
import { wrapText } from "./text-layout";

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

export function drawTableHeader(canvas: PdfCanvas, labels: InvoiceLabels, continued: boolean): void {
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

export function drawLines(
  canvas: PdfCanvas,
  invoice: Invoice,
  totals: InvoiceTotals,
  labels: InvoiceLabels,
): void {
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
