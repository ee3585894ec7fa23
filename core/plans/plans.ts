/**
 * The plans: what each costs and what it includes. The one source read by the pricing page, the
 * Worker's quota checks, checkout and our own invoices (docs/decisions/170).
 */

/** What a plan limits per calendar month (Europe/Amsterdam). */
export type QuotaMetric =
  | "invoiceExtraction"
  | "ocrPages"
  | "generatedInvoices"
  | "bankFiles"
  | "dedupeRows"
  | "mailboxMessages"
  | "peppolSends";

export const QUOTA_METRICS: readonly QuotaMetric[] = [
  "invoiceExtraction",
  "ocrPages",
  "generatedInvoices",
  "bankFiles",
  "dedupeRows",
  "mailboxMessages",
  "peppolSends",
];

export type PlanId = "free" | "pro";
export type BillingInterval = "month" | "year";

export const BILLING_INTERVALS: readonly BillingInterval[] = ["month", "year"];

export interface Plan {
  readonly id: PlanId;
  readonly name: string;
  readonly summary: string;
  /** Net prices in euro cents, excl. btw; null for a plan that is not sold. */
  readonly priceCents: Readonly<Record<BillingInterval, number>> | null;
  readonly limits: Readonly<Record<QuotaMetric, number>>;
}

/** The Dutch standard VAT rate, in percent, that our own invoices charge (unless reverse charge). */
export const STANDARD_VAT_PERCENT = 21;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: "free",
    name: "Free",
    summary: "For trying Factuurkit and for a handful of invoices a month.",
    priceCents: null,
    limits: {
      invoiceExtraction: 20,
      ocrPages: 30,
      generatedInvoices: 10,
      bankFiles: 3,
      dedupeRows: 5_000,
      mailboxMessages: 20,
      // Sending over Peppol costs us per document at the access point: a paid feature (ADR 281).
      peppolSends: 0,
    },
  },
  pro: {
    id: "pro",
    name: "Pro",
    summary: "For entrepreneurs and bookkeepers who process invoices every week.",
    priceCents: { month: 1_900, year: 19_000 },
    limits: {
      invoiceExtraction: 1_000,
      ocrPages: 2_000,
      generatedInvoices: 500,
      bankFiles: 200,
      dedupeRows: 1_000_000,
      mailboxMessages: 1_000,
      peppolSends: 200,
    },
  },
};

export const PAID_PLAN_IDS: readonly PlanId[] = ["pro"];

export const METRIC_LABELS: Readonly<Record<QuotaMetric, { readonly label: string; readonly unit: string }>> =
  {
    invoiceExtraction: { label: "Invoices extracted", unit: "invoices" },
    ocrPages: { label: "OCR pages", unit: "pages" },
    generatedInvoices: { label: "Invoices issued", unit: "invoices" },
    bankFiles: { label: "Bank files saved", unit: "files" },
    dedupeRows: { label: "Duplicate removal rows", unit: "rows" },
    mailboxMessages: { label: "Invoices by e-mail", unit: "messages" },
    peppolSends: { label: "Invoices sent over Peppol", unit: "invoices" },
  };

export function isPlanId(value: string): value is PlanId {
  return Object.hasOwn(PLANS, value);
}

export function isPaidPlanId(value: string): value is PlanId {
  return PAID_PLAN_IDS.includes(value as PlanId);
}

export function isBillingInterval(value: string): value is BillingInterval {
  return BILLING_INTERVALS.includes(value as BillingInterval);
}

export function planLimit(planId: PlanId, metric: QuotaMetric): number {
  return PLANS[planId].limits[metric];
}

/** The net price of a paid plan for one period, in cents. Throws for a plan that is not sold. */
export function planPriceCents(planId: PlanId, interval: BillingInterval): number {
  const prices = PLANS[planId].priceCents;
  if (!prices) throw new Error(`Plan ${planId} is not sold`);
  return prices[interval];
}

/** Formats cents as Dutch euro text: 1900 → "€ 19,00". */
export function formatEuroCents(cents: number): string {
  const negative = cents < 0;
  const magnitude = Math.abs(cents);
  const euros = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const rest = (magnitude % 100).toString().padStart(2, "0");
  return `${negative ? "−" : ""}€ ${euros},${rest}`;
}

/** Cents as Mollie's amount value: 2299 → "22.99". */
export function toAmountValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, "0")}`;
}

/** Mollie's amount value back to cents, or null when it is not a plain two-decimal euro amount. */
export function fromAmountValue(value: string): number | null {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}
