import type { AnalyticsInvoice, AnalyticsPayment } from "../../../core/analytics/types";

let next = 0;

/** An issued invoice of `exclCents` at 21 % VAT, due 30 days after issue, one line. */
export function invoice(
  overrides: Partial<AnalyticsInvoice> & { exclCents?: number; product?: string } = {},
): AnalyticsInvoice {
  next += 1;
  const { exclCents = 100_00, product = "Consultancy", ...rest } = overrides;
  const sign = rest.kind === "credit_note" ? -1 : 1;
  const excl = sign * Math.abs(exclCents);
  const vat = Math.round((excl * 21) / 100);
  return {
    id: `inv-${next}`,
    number: `2026-${next}`,
    kind: "invoice",
    customer: "Bakkerij de Vries",
    issueDate: "2026-03-01",
    dueDate: "2026-03-31",
    currency: "EUR",
    totalExclCents: excl,
    vatCents: vat,
    totalInclCents: excl + vat,
    markedPaid: false,
    paidAt: null,
    lines: [{ product, netCents: excl }],
    ...rest,
  };
}

export function payment(
  of: AnalyticsInvoice,
  date: string,
  amountCents = of.totalInclCents,
): AnalyticsPayment {
  return { invoiceId: of.id, date, amountCents };
}
