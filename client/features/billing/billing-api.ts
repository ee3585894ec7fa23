import { INTL_LOCALE } from "../../../core/i18n/language";
import { pageLanguage as getLanguage } from "../../../core/i18n/translate";
import type { PlanView, UsageView } from "../../../core/plans/billing-views";

export type { PlanView, UsageView };

import { type RequestResult, request, sendJson } from "../account/account-api";

export interface BillingInvoiceView {
  readonly id: string;
  readonly number: string;
  readonly issueDate: string;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly netCents: number;
  readonly vatCents: number;
  readonly totalCents: number;
}

export interface PaymentView {
  readonly id: string;
  readonly status: string;
  readonly planId: string;
  readonly interval: string;
  readonly totalCents: number;
  readonly createdAt: number;
}

export interface BillingOverview {
  readonly checkoutConfigured: boolean;
  readonly plan: PlanView;
  readonly usage: readonly UsageView[];
  readonly invoices: readonly BillingInvoiceView[];
  readonly latestPayment: PaymentView | null;
}

export function fetchBilling(signal?: AbortSignal): Promise<RequestResult<BillingOverview>> {
  return request("/api/billing", signal ? { signal } : {});
}

export function fetchCheckoutConfig(
  signal?: AbortSignal,
): Promise<RequestResult<{ checkoutConfigured: boolean }>> {
  return request("/api/billing/config", signal ? { signal } : {});
}

export function fetchLatestPayment(
  signal?: AbortSignal,
): Promise<RequestResult<{ payment: PaymentView | null; plan: PlanView }>> {
  return request("/api/billing/latest-payment", signal ? { signal } : {});
}

export function startCheckout(
  planId: "pro",
  interval: "month" | "year",
): Promise<RequestResult<{ checkoutUrl: string }>> {
  return sendJson("POST", "/api/billing/checkout", { planId, interval });
}

export function cancelPlan(): Promise<RequestResult<{ plan: PlanView }>> {
  return sendJson("POST", "/api/billing/cancel");
}

export function billingInvoicePdfUrl(id: string): string {
  return `/api/billing/invoices/${encodeURIComponent(id)}/pdf`;
}

/** Refused because a plan limit is reached (402): the message names the limit and /pricing. */
export class QuotaExceededError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "QuotaExceededError";
  }
}

/**
 * Work only the browser sees (duplicate-removal rows) is counted before it starts; throws
 * QuotaExceededError when the month's limit would be passed.
 */
export async function countBrowserUsage(metric: "dedupeRows", count: number): Promise<void> {
  const result = await sendJson("POST", "/api/billing/usage", { metric, count });
  if (!result.ok && result.status === 402) throw new QuotaExceededError(result.message);
}

/**
 * Asks, without counting, whether `count` units are left, before browser work the server counts
 * when it receives the result (OCR pages, docs/decisions/201); throws QuotaExceededError when not.
 */
export async function checkQuotaLeft(metric: "ocrPages", count: number): Promise<void> {
  const query = new URLSearchParams({ metric, count: String(count) });
  const result = await request(`/api/billing/quota?${query.toString()}`);
  if (!result.ok && result.status === 402) throw new QuotaExceededError(result.message);
}

/** An instant as a day in the viewer's time zone and the page language: `9 March 2026` / `9 maart 2026`. */
export function formatDate(ms: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[getLanguage()], {
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(ms));
}
