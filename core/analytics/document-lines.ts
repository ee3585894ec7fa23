import type { Invoice } from "../invoice/model";
import { calculateLineAmounts } from "../invoice/totals";
import type { AnalyticsLine } from "./types";

/**
 * The net amount of each line of a stored document, in the stored sign: a credit note's lines are
 * written positive on the document and stored negative (worker/issued-invoices/stored-amounts.ts).
 */
export function linesOfDocument(invoice: Pick<Invoice, "kind" | "lines">): AnalyticsLine[] {
  const sign = invoice.kind === "credit-note" ? -1 : 1;
  return invoice.lines.map((line) => ({
    product: line.description,
    netCents: sign * Number(calculateLineAmounts(line).net),
  }));
}
