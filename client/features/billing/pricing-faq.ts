import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import { PLANS } from "../../../core/plans/plans";

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The /pricing questions in the page language (built at render time, docs/i18n.md). */
export function getPricingFaq(): readonly FaqEntry[] {
  return [
    { question: m.billing_faq_pay_q(), answer: m.billing_faq_pay_a() },
    { question: m.billing_faq_vat_q(), answer: m.billing_faq_vat_a() },
    {
      question: m.billing_faq_limit_q(),
      answer: m.billing_faq_limit_a({
        count: formatNumber(PLANS.free.limits.invoiceExtraction, getLanguage()),
      }),
    },
    { question: m.billing_faq_cancel_q(), answer: m.billing_faq_cancel_a() },
    { question: m.billing_faq_invoice_q(), answer: m.billing_faq_invoice_a() },
    { question: m.billing_faq_free_q(), answer: m.billing_faq_free_a() },
  ];
}
