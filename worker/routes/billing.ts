import { and, eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { BILLING_INTERVALS, PAID_PLAN_IDS, type QuotaMetric } from "../../core/plans/plans";
import { type BillingContext, createBillingContext } from "../billing/billing-context";
import { loadBillingState } from "../billing/billing-state";
import { findLatestPayment, listBillingInvoices, loadUsage, toPlanView } from "../billing/billing-view";
import { checkQuota, describeQuotaRefusal, tryConsumeQuota } from "../billing/quota";
import { billingInvoiceKey, renderBillingInvoicePdf } from "../billing/seller-invoice";
import { startCheckout } from "../billing/start-checkout";
import { cancelPlan } from "../billing/subscription";
import { syncPayment } from "../billing/sync-payment";
import { createDatabase } from "../db/client";
import { billingInvoices } from "../db/schema";
import { readMollieConfig } from "../env";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { parseJsonBody } from "./auth-shared";

type BillingRouteContext = Context<SessionEnv>;

const SMALL_BODY = 1024;
const ID_PATTERN = /^[a-z2-7]{26}$/;
/** Payments still waiting for the bank are asked of Mollie again when the user looks (a lost webhook). */
const WAITING = new Set(["open", "pending", "authorized"]);

const checkoutBody = z.strictObject({
  planId: z.enum(PAID_PLAN_IDS as ["pro"]),
  interval: z.enum(BILLING_INTERVALS as ["month", "year"]),
});

/**
 * Work only the browser sees (duplicate removal) is reported here before it starts. OCR pages are
 * not: the server counts them when the words arrive (docs/decisions/201).
 */
const BROWSER_METRICS = ["dedupeRows"] as const satisfies readonly QuotaMetric[];
const usageBody = z.strictObject({
  metric: z.enum(BROWSER_METRICS),
  count: z.number().int().min(1).max(1_000_000),
});
/** What the browser may ask about before it starts work the server will count later. */
const quotaQuery = z.strictObject({
  metric: z.enum(["ocrPages", "dedupeRows"]),
  count: z.coerce.number().int().min(1).max(1_000_000),
});

function limitBody() {
  return bodyLimit({
    maxSize: SMALL_BODY,
    onError: () => {
      throw new ApiError(413, "payload_too_large", "The request body is too large.");
    },
  });
}

function billingContextOf(c: BillingRouteContext): BillingContext | null {
  return createBillingContext(c.env, (work) => c.executionCtx.waitUntil(work));
}

function requireBillingContext(c: BillingRouteContext): BillingContext {
  const context = billingContextOf(c);
  if (!context)
    throw new ApiError(
      503,
      "checkout_not_configured",
      "Checkout is not configured on this server (no Mollie API key).",
    );
  return context;
}

/** /api/billing: plan, usage, checkout, cancel, our invoices, the latest payment (issue 21). */
export const billingRoutes = new Hono<SessionEnv>()
  .use("*", loadSession())
  .get("/config", (c) => c.json({ checkoutConfigured: readMollieConfig(c.env) !== null }))
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const db = createDatabase(c.env.DB);
    const now = Date.now();
    const state = await loadBillingState(db, user.id, now);
    return c.json({
      checkoutConfigured: readMollieConfig(c.env) !== null,
      plan: toPlanView(state),
      usage: await loadUsage(db, user.id, state, now),
      invoices: await listBillingInvoices(db, user.id),
      latestPayment: await findLatestPayment(db, user.id),
    });
  })
  .get("/latest-payment", async (c) => {
    const { user } = requireAuth(c);
    const db = createDatabase(c.env.DB);
    let payment = await findLatestPayment(db, user.id);
    const context = billingContextOf(c);
    if (payment && context && WAITING.has(payment.status)) {
      await syncPayment(context, payment.id);
      payment = await findLatestPayment(db, user.id);
    }
    const state = await loadBillingState(db, user.id, Date.now());
    return c.json({ payment, plan: toPlanView(state) });
  })
  .post("/checkout", limitBody(), async (c) => {
    const { user } = requireAuth(c);
    if (!user.emailVerified)
      throw new ApiError(403, "email_not_verified", "Confirm your e-mail address before you buy a plan.");
    const body = await parseJsonBody(c, checkoutBody);
    const context = requireBillingContext(c);
    const checkoutUrl = await startCheckout(context, user, body.planId, body.interval);
    return c.json({ checkoutUrl }, 201);
  })
  .post("/cancel", limitBody(), async (c) => {
    const { user } = requireAuth(c);
    const state = await cancelPlan(requireBillingContext(c), user.id);
    return c.json({ plan: toPlanView(state) });
  })
  .post("/usage", limitBody(), async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, usageBody);
    const outcome = await tryConsumeQuota(c.env.DB, user.id, body.metric, body.count);
    if (!outcome.ok) throw new ApiError(402, "quota_exceeded", describeQuotaRefusal(outcome.refusal));
    return c.json({ metric: body.metric, used: outcome.used });
  })
  .get("/quota", async (c) => {
    const { user } = requireAuth(c);
    const query = quotaQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "invalid_request", "The query is not valid.");
    const { metric, count } = query.data;
    const outcome = await checkQuota(c.env.DB, user.id, metric, count);
    if (!outcome.ok) throw new ApiError(402, "quota_exceeded", describeQuotaRefusal(outcome.refusal));
    return c.json({ metric, used: outcome.used });
  })
  .get("/invoices/:id/pdf", async (c) => {
    const { user } = requireAuth(c);
    const id = c.req.param("id");
    const db = createDatabase(c.env.DB);
    const [invoice] = ID_PATTERN.test(id)
      ? await db
          .select()
          .from(billingInvoices)
          .where(and(eq(billingInvoices.id, id), eq(billingInvoices.userId, user.id)))
          .limit(1)
      : [];
    if (!invoice) throw new ApiError(404, "not_found", "No such invoice.");
    const object = await c.env.FILES.get(billingInvoiceKey(user.id, invoice.id));
    const bytes = object
      ? new Uint8Array(await object.arrayBuffer())
      : await renderBillingInvoicePdf(db, invoice, "Mollie");
    return new Response(bytes, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${invoice.number}.pdf"`,
        "Cache-Control": "no-store",
      },
    });
  });
