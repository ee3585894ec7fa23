import { formatMoney } from "../../../core/format/money";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import type { PlanId, QuotaMetric } from "../../../core/plans/plans";

/** A plan's name in the page language ("Free" / "Gratis"); the server's name is English. */
export function planName(id: PlanId): string {
  return id === "free" ? m.billing_plan_name_free() : m.billing_plan_name_pro();
}

export function planSummary(id: PlanId): string {
  return id === "free" ? m.billing_plan_summary_free() : m.billing_plan_summary_pro();
}

const METRIC_TEXT: Readonly<
  Record<QuotaMetric, { readonly label: () => string; readonly unit: () => string }>
> = {
  invoiceExtraction: { label: m.billing_metric_invoice_extraction, unit: m.billing_unit_invoice_extraction },
  ocrPages: { label: m.billing_metric_ocr_pages, unit: m.billing_unit_ocr_pages },
  generatedInvoices: { label: m.billing_metric_generated_invoices, unit: m.billing_unit_generated_invoices },
  bankFiles: { label: m.billing_metric_bank_files, unit: m.billing_unit_bank_files },
  dedupeRows: { label: m.billing_metric_dedupe_rows, unit: m.billing_unit_dedupe_rows },
  mailboxMessages: { label: m.billing_metric_mailbox_messages, unit: m.billing_unit_mailbox_messages },
  peppolSends: { label: m.billing_metric_peppol_sends, unit: m.billing_unit_peppol_sends },
};

/** "Invoices extracted" / "Uitgelezen facturen". */
export function metricLabel(metric: QuotaMetric): string {
  return METRIC_TEXT[metric].label();
}

/** "invoices" / "facturen". */
export function metricUnit(metric: QuotaMetric): string {
  return METRIC_TEXT[metric].unit();
}

/** Euro cents on screen: `€ 19,00` (nl) / `€19.00` (en). */
export function formatPrice(cents: number): string {
  return formatMoney(cents, "EUR", getLanguage());
}
