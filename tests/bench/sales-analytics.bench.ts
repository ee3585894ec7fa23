import { bench, describe } from "vitest";
import { computeSalesAnalytics } from "../../core/analytics/compute-analytics";
import { buildSampleBooks } from "../../core/analytics/sample-data";
import type { AnalyticsInvoice, AnalyticsPayment } from "../../core/analytics/types";

/**
 * computeSalesAnalytics over a large account (10,000 issued documents, one payment each) next to a
 * baseline in the same run: a JSON round trip of the same records, the least the Worker does to
 * answer with them at all. vitest prints the ratio.
 */
const TODAY = "2026-08-14";
const sample = buildSampleBooks(TODAY);
const invoices: AnalyticsInvoice[] = [];
const payments: AnalyticsPayment[] = [];
for (let copy = 0; invoices.length < 10_000; copy += 1)
  for (const invoice of sample.invoices) {
    const id = `${invoice.id}-${copy}`;
    invoices.push({ ...invoice, id, customer: `${invoice.customer} ${copy % 200}` });
    for (const payment of sample.payments)
      if (payment.invoiceId === invoice.id) payments.push({ ...payment, invoiceId: id });
  }
const request = { from: "2025-09-01", to: "2026-08-31", customer: null, today: TODAY };

describe(`sales analytics, ${invoices.length} documents and ${payments.length} payments`, () => {
  bench("baseline: JSON round trip of the records", () => {
    JSON.parse(JSON.stringify({ invoices, payments }));
  });
  bench("computeSalesAnalytics", () => {
    computeSalesAnalytics(invoices, payments, request);
  });
});
