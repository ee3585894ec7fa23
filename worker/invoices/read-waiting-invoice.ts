import { and, eq } from "drizzle-orm";
import { describeQuotaRefusal, releaseQuota, tryConsumeQuota } from "../billing/quota";
import { invoices } from "../db/schema";
import { ApiError } from "../http-error";
import type { OwnedInvoice } from "./invoice-records";
import type { InvoiceStorage } from "./invoice-storage";
import { type ReextractResult, reextractInvoice } from "./reextract-invoice";

/**
 * Reads an invoice that was stored over the month's extraction limit (docs/decisions/200): it costs
 * one unit now. The unit is counted first, then the invoice is claimed with one conditional update,
 * so two requests racing for the same invoice count it once; a read that fails gives the unit back.
 * Over the limit it answers 402 like every other counted action, and the invoice keeps waiting.
 */
export async function readWaitingInvoice(
  storage: InvoiceStorage,
  d1: D1Database,
  owned: OwnedInvoice,
  now = Date.now(),
): Promise<ReextractResult> {
  const { userId, id } = owned.invoice;
  const quota = await tryConsumeQuota(d1, userId, "invoiceExtraction", 1, now);
  if (!quota.ok) throw new ApiError(402, "quota_exceeded", describeQuotaRefusal(quota.refusal));
  const claimed = await storage.db
    .update(invoices)
    .set({ status: "processing", updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId), eq(invoices.status, "waiting_for_quota")))
    .returning({ id: invoices.id })
    .get();
  // Another request claimed it first and counted it: this one reads it again for free.
  if (!claimed) await releaseQuota(d1, userId, "invoiceExtraction", 1, now);
  let result: ReextractResult;
  try {
    result = await reextractInvoice(storage, owned);
  } catch (error) {
    if (claimed) {
      await storage.db.update(invoices).set({ status: "waiting_for_quota" }).where(eq(invoices.id, id));
      await releaseQuota(d1, userId, "invoiceExtraction", 1, now);
    }
    throw error;
  }
  if (claimed && !result.ok) await releaseQuota(d1, userId, "invoiceExtraction", 1, now);
  return result;
}
