import { eq } from "drizzle-orm";
import type { Party, VatCategory } from "../../core/invoice/model";
import { type BillingInterval, formatEuroCents, type PlanId } from "../../core/plans/plans";
import { SELLER_SERIES_PREFIX } from "../../core/plans/seller";
import { buildSellerInvoice } from "../../core/plans/seller-invoice";
import { findCompanyDetails } from "../account/company-store";
import { generateSecret } from "../auth/secrets";
import { findUserById } from "../auth/users";
import type { Database } from "../db/client";
import { billingInvoices, type billingPayments } from "../db/schema";
import { renderIssuedPdf } from "../issued-invoices/invoice-files";
import type { BillingContext } from "./billing-context";
import { billingInvoiceEmail } from "./invoice-email";

type PaymentRow = typeof billingPayments.$inferSelect;
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

interface Allocation {
  readonly payment: PaymentRow;
  readonly token: string;
  /** SQL that is true only for the request whose claim on the payment won. */
  readonly claimed: string;
  readonly start: number;
  readonly end: number;
  readonly now: number;
}

/**
 * The statements (part of applyPaid's batch) that give the payment its invoice with the next number
 * of the year in our own series: gap-free because the counter and the row change in one transaction
 * and only for the winning claim; billing_invoice_series outlives deleted accounts.
 */
export function invoiceAllocation(d1: D1Database, allocation: Allocation): D1PreparedStatement[] {
  const { payment, token, claimed, start, end, now } = allocation;
  const year = new Date(now).getUTCFullYear();
  const fresh = `${claimed} AND NOT EXISTS (SELECT 1 FROM billing_invoices WHERE payment_id = ?1)`;
  return [
    d1
      .prepare("INSERT INTO billing_invoice_series (year, last_seq) VALUES (?, 0) ON CONFLICT DO NOTHING")
      .bind(year),
    d1
      .prepare(`UPDATE billing_invoice_series SET last_seq = last_seq + 1 WHERE year = ?3 AND ${fresh}`)
      .bind(payment.id, token, year),
    d1
      .prepare(
        `INSERT INTO billing_invoices (id, user_id, payment_id, year, seq, number, issue_date, plan_id, interval,
         period_start, period_end, net_cents, vat_cents, total_cents, vat_category, vat_percent, created_at)
         SELECT ?4, ?5, ?1, year, last_seq, ?6 || '-' || year || '-' || printf('%05d', last_seq), ?7, ?8, ?9,
         ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17
         FROM billing_invoice_series WHERE year = ?3 AND ${fresh}`,
      )
      .bind(
        payment.id,
        token,
        year,
        generateSecret(16),
        payment.userId,
        SELLER_SERIES_PREFIX,
        new Date(now).toISOString().slice(0, 10),
        payment.planId,
        payment.interval,
        start,
        end,
        payment.netCents,
        payment.vatCents,
        payment.totalCents,
        payment.vatCategory,
        payment.vatPercent,
        now,
      ),
  ];
}

/** The customer as their company details name them, or their account name and address. */
async function customerParty(db: Database, userId: string): Promise<{ party: Party; email: string } | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const company = await findCompanyDetails(db, userId);
  const party: Party = {
    name: company?.companyName || user.name || user.email,
    address: {
      street: company?.street ?? "",
      postcode: company?.postcode ?? "",
      city: company?.city ?? "",
      country: company?.country ?? "NL",
    },
    vatNumber: company?.vatNumber ?? "",
    kvk: company?.kvkNumber ?? "",
    email: user.email,
  };
  return { party, email: user.email };
}

export function billingInvoiceKey(userId: string, invoiceId: string): string {
  return `users/${userId}/billing-invoices/${invoiceId}.pdf`;
}

/** The PDF of one of our invoices, rendered from its row (also when R2 lost it). */
export async function renderBillingInvoicePdf(
  db: Database,
  invoice: BillingInvoiceRow,
  paidWith: string,
): Promise<Uint8Array> {
  const customer = await customerParty(db, invoice.userId);
  const model = buildSellerInvoice({
    number: invoice.number,
    issueDate: invoice.issueDate,
    planId: invoice.planId as PlanId,
    interval: invoice.interval as BillingInterval,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    netCents: invoice.netCents,
    vatCategory: invoice.vatCategory as VatCategory,
    vatPercent: invoice.vatPercent,
    customer: customer?.party ?? {
      name: "Factuurkit customer",
      address: { street: "", postcode: "", city: "", country: "NL" },
      vatNumber: "",
      kvk: "",
      email: "",
    },
    paidWith,
  });
  return renderIssuedPdf(model, null);
}

function paidWithOf(method: string | null, paymentId: string): string {
  const name =
    method === "ideal"
      ? "iDEAL"
      : method === "creditcard"
        ? "card"
        : method === "directdebit"
          ? "SEPA direct debit"
          : "Mollie";
  return `${name} (payment ${paymentId})`;
}

/**
 * Stores the invoice's PDF and e-mails the customer, each once: a retried webhook finishes what a
 * failed one left (no file yet, no e-mail yet).
 */
export async function deliverInvoice(context: BillingContext, paymentId: string, now: number): Promise<void> {
  const [invoice] = await context.db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.paymentId, paymentId))
    .limit(1);
  if (!invoice) return;
  const payment = await context.d1
    .prepare("SELECT method FROM billing_payments WHERE id = ?")
    .bind(paymentId)
    .first<{ method: string | null }>();
  if (!invoice.fileKey) {
    const pdf = await renderBillingInvoicePdf(
      context.db,
      invoice,
      paidWithOf(payment?.method ?? null, paymentId),
    );
    const key = billingInvoiceKey(invoice.userId, invoice.id);
    await context.files.put(key, pdf, {
      httpMetadata: { contentType: "application/pdf" },
      customMetadata: { userId: invoice.userId },
    });
    await context.db
      .update(billingInvoices)
      .set({ fileKey: key })
      .where(eq(billingInvoices.id, invoice.id))
      .run();
  }
  const claim = await context.d1
    .prepare("UPDATE billing_invoices SET emailed_at = ? WHERE id = ? AND emailed_at IS NULL RETURNING id")
    .bind(now, invoice.id)
    .first();
  if (!claim) return;
  const customer = await customerParty(context.db, invoice.userId);
  if (!customer) return;
  const message = billingInvoiceEmail({
    to: customer.email,
    number: invoice.number,
    total: formatEuroCents(invoice.totalCents),
    link: `${new URL(context.config.APP_ORIGIN).origin}/dashboard/settings#billing`,
    supportEmail: context.config.SUPPORT_EMAIL,
  });
  const send = context.mailer.send(message).catch(async (error: unknown) => {
    console.error("Billing invoice e-mail failed", { invoiceId: invoice.id, error: String(error) });
    await context.db
      .update(billingInvoices)
      .set({ emailedAt: null })
      .where(eq(billingInvoices.id, invoice.id))
      .run();
  });
  if (context.mailer.deferred) context.defer(send);
  else await send;
}
