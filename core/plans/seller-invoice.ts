import type { Invoice, Party, VatCategory } from "../invoice/model";
import { isoDateOf } from "./periods";
import { type BillingInterval, PLANS, type PlanId } from "./plans";
import { SELLER } from "./seller";
import { OUTSIDE_EU_NOTE, REVERSE_CHARGE_NOTE } from "./vat-treatment";

export interface SellerInvoiceInput {
  readonly number: string;
  readonly issueDate: string;
  readonly planId: PlanId;
  readonly interval: BillingInterval;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly netCents: number;
  readonly vatCategory: VatCategory;
  readonly vatPercent: number;
  readonly customer: Party;
  /** How it was paid, e.g. "iDEAL (Mollie tr_…)". */
  readonly paidWith: string;
}

function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, "0")}`;
}

/**
 * One paid period as an invoice of our own generator (core/invoice): one line for the plan, the
 * period as delivery period, VAT as charged at checkout; the reverse-charge or outside-EU wording
 * in the notes besides the category's own exemption text.
 */
export function buildSellerInvoice(input: SellerInvoiceInput): Invoice {
  const plan = PLANS[input.planId];
  const start = isoDateOf(input.periodStart);
  // The period ends the day before the next one starts.
  const end = isoDateOf(input.periodEnd - 86_400_000);
  const note =
    input.vatCategory === "AE" ? REVERSE_CHARGE_NOTE : input.vatCategory === "O" ? OUTSIDE_EU_NOTE : "";
  return {
    kind: "invoice",
    number: input.number,
    issueDate: input.issueDate,
    delivery: { kind: "period", start, end },
    dueDate: "",
    currency: "EUR",
    buyerReference: "",
    orderReference: "",
    notes: [`Paid with ${input.paidWith}. Thank you.`, note].filter(Boolean).join(" "),
    paymentReference: input.number,
    supplier: SELLER,
    customer: input.customer,
    lines: [
      {
        description: `Factuurkit ${plan.name}, ${input.interval === "year" ? "yearly" : "monthly"} subscription ${start} – ${end}`,
        quantity: "1",
        unit: input.interval === "year" ? "ANN" : "MON",
        unitPrice: centsToDecimal(input.netCents),
        discount: null,
        vatCategory: input.vatCategory,
        vatRate: input.vatCategory === "O" ? "" : String(input.vatPercent),
      },
    ],
    precedingInvoice: null,
    simplified: false,
    language: "en",
  };
}
