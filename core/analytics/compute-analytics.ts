import { measureDso } from "./dso";
import { forecastIncomingCash } from "./expected-cash";
import { measurePaymentHabits } from "./payment-habits";
import { ageReceivables } from "./receivables";
import { revenueByCustomer, revenueByMonth, revenueByProduct, revenueByQuarter, sumRevenue } from "./revenue";
import { groupPayments } from "./settlement";
import type { AnalyticsInvoice, AnalyticsPayment, AnalyticsRequest, SalesAnalytics } from "./types";

function listCustomerNames(invoices: readonly AnalyticsInvoice[]): string[] {
  return [...new Set(invoices.map((invoice) => invoice.customer))].sort((left, right) =>
    left.localeCompare(right),
  );
}

/**
 * Every figure of the sales analytics page. Revenue counts documents issued in the period;
 * receivables, their ageing and the cash forecast are today's, whatever the period; habits for the
 * forecast come from the whole history. The customer filter applies to all of them.
 */
export function computeSalesAnalytics(
  invoices: readonly AnalyticsInvoice[],
  payments: readonly AnalyticsPayment[],
  request: AnalyticsRequest,
): SalesAnalytics {
  const { from, to, customer, today } = request;
  const inPeriod = (invoice: AnalyticsInvoice): boolean =>
    invoice.issueDate >= from && invoice.issueDate <= to;
  const ofCustomer = invoices.filter((invoice) => customer === null || invoice.customer === customer);
  const euro = ofCustomer.filter((invoice) => invoice.currency === "EUR");
  const periodInvoices = euro.filter(inPeriod);
  const byInvoice = groupPayments(payments);
  const allHabits = measurePaymentHabits(euro, byInvoice);

  return {
    from,
    to,
    customer,
    today,
    totals: sumRevenue(periodInvoices),
    months: revenueByMonth(periodInvoices, from, to),
    quarters: revenueByQuarter(periodInvoices, from, to),
    customers: revenueByCustomer(periodInvoices),
    products: revenueByProduct(periodInvoices),
    receivables: ageReceivables(euro, byInvoice, today),
    dso: measureDso(euro, byInvoice, from, to, today),
    paymentHabits: measurePaymentHabits(periodInvoices, byInvoice),
    expectedCash: forecastIncomingCash(euro, byInvoice, allHabits, today),
    otherCurrencyCount: ofCustomer.filter((invoice) => invoice.currency !== "EUR" && inPeriod(invoice))
      .length,
    customerNames: listCustomerNames(invoices),
  };
}
