import { listMonths, listQuarters, quarterOf } from "./calendar";
import { shareInBasisPoints } from "./shares";
import type {
  AnalyticsInvoice,
  CustomerRevenue,
  MonthRevenue,
  ProductRevenue,
  QuarterRevenue,
  RevenueFigures,
} from "./types";

/** The label of what an invoice's lines do not explain: document-level allowances and charges. */
export const DOCUMENT_ADJUSTMENTS = "Discounts and charges on the whole invoice";
export const NO_DESCRIPTION = "(no description)";

interface MutableFigures {
  count: number;
  exclCents: number;
  vatCents: number;
  inclCents: number;
}

function emptyFigures(): MutableFigures {
  return { count: 0, exclCents: 0, vatCents: 0, inclCents: 0 };
}

function addInvoice(figures: MutableFigures, invoice: AnalyticsInvoice): void {
  figures.count += 1;
  figures.exclCents += invoice.totalExclCents;
  figures.vatCents += invoice.vatCents;
  figures.inclCents += invoice.totalInclCents;
}

/** Revenue of the documents given: credit notes are negative, so they subtract. */
export function sumRevenue(invoices: readonly AnalyticsInvoice[]): RevenueFigures {
  const figures = emptyFigures();
  for (const invoice of invoices) addInvoice(figures, invoice);
  return figures;
}

/** Revenue per month of the issue date, every month of the period listed (zero when empty). */
export function revenueByMonth(
  invoices: readonly AnalyticsInvoice[],
  from: string,
  to: string,
): MonthRevenue[] {
  const months = new Map(listMonths(from, to).map((month) => [month, emptyFigures()]));
  for (const invoice of invoices) {
    const figures = months.get(invoice.issueDate.slice(0, 7));
    if (figures) addInvoice(figures, invoice);
  }
  return [...months].map(([month, figures]) => ({ month, ...figures }));
}

/** Revenue per calendar quarter of the issue date (the VAT return's quarters). */
export function revenueByQuarter(
  invoices: readonly AnalyticsInvoice[],
  from: string,
  to: string,
): QuarterRevenue[] {
  const quarters = new Map(listQuarters(from, to).map((quarter) => [quarter, emptyFigures()]));
  for (const invoice of invoices) {
    const figures = quarters.get(quarterOf(invoice.issueDate));
    if (figures) addInvoice(figures, invoice);
  }
  return [...quarters].map(([quarter, figures]) => ({ quarter, ...figures }));
}

/** Revenue per customer, largest first, with each one's share of the revenue excl. VAT. */
export function revenueByCustomer(invoices: readonly AnalyticsInvoice[]): CustomerRevenue[] {
  const customers = new Map<string, MutableFigures>();
  for (const invoice of invoices) {
    const figures = customers.get(invoice.customer) ?? emptyFigures();
    addInvoice(figures, invoice);
    customers.set(invoice.customer, figures);
  }
  const total = sumRevenue(invoices).exclCents;
  return [...customers]
    .map(([customer, figures]) => ({
      customer,
      ...figures,
      shareBasisPoints: shareInBasisPoints(figures.exclCents, total),
    }))
    .sort((left, right) => right.exclCents - left.exclCents || left.customer.localeCompare(right.customer));
}

/** Lines with the same description in any case or spacing are one product line. */
function productKey(description: string): { key: string; label: string } {
  const label = description.trim().replace(/\s+/g, " ");
  return label === "" ? { key: "", label: NO_DESCRIPTION } : { key: label.toLowerCase(), label };
}

/**
 * Revenue excl. VAT per product line (the line item description). Whatever an invoice's lines do
 * not add up to (allowances and charges on the whole document) is its own row, so the rows always
 * sum to the revenue excl. VAT.
 */
export function revenueByProduct(invoices: readonly AnalyticsInvoice[]): ProductRevenue[] {
  const products = new Map<string, { label: string; lineCount: number; exclCents: number }>();
  const add = (key: string, label: string, cents: number, lines: number): void => {
    const entry = products.get(key) ?? { label, lineCount: 0, exclCents: 0 };
    entry.lineCount += lines;
    entry.exclCents += cents;
    products.set(key, entry);
  };
  for (const invoice of invoices) {
    let explained = 0;
    for (const line of invoice.lines) {
      const { key, label } = productKey(line.product);
      add(`line:${key}`, label, line.netCents, 1);
      explained += line.netCents;
    }
    const rest = invoice.totalExclCents - explained;
    if (rest !== 0) add("document", DOCUMENT_ADJUSTMENTS, rest, 0);
  }
  const total = sumRevenue(invoices).exclCents;
  return [...products.values()]
    .map(({ label, lineCount, exclCents }) => ({
      product: label,
      lineCount,
      exclCents,
      shareBasisPoints: shareInBasisPoints(exclCents, total),
    }))
    .sort((left, right) => right.exclCents - left.exclCents || left.product.localeCompare(right.product));
}
