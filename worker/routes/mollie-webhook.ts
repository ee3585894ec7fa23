import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createBillingContext } from "../billing/billing-context";
import { syncPayment } from "../billing/sync-payment";
import { decideWebhookFetch } from "../billing/webhook-gate";
import type { AppEnv } from "../env";

const PAYMENT_ID = /^tr_\w{1,64}$/;

/**
 * POST /api/mollie/webhook: Mollie posts only `id`. For a payment of ours we fetch it from Mollie and
 * act on its real status (docs/decisions/171); the body is never trusted. An id we do not know gets
 * the same 200 as one we do but no call to Mollie (docs/decisions/208), so the endpoint tells a
 * prober nothing and cannot be used to spend our Mollie API allowance. Over the per-payment limit,
 * or when Mollie cannot be reached, it answers 429 / 503 so that Mollie retries later.
 */
export const mollieWebhookRoutes = new Hono<AppEnv>().post(
  "/",
  bodyLimit({ maxSize: 1024, onError: (c) => c.text("Too large", 413) }),
  async (c) => {
    const context = createBillingContext(c.env, (work) => c.executionCtx.waitUntil(work));
    if (!context) return c.text("Not configured", 503);
    let id = "";
    try {
      const form = await c.req.parseBody();
      id = typeof form.id === "string" ? form.id : "";
    } catch {
      return c.text("OK", 200);
    }
    if (!PAYMENT_ID.test(id)) return c.text("OK", 200);
    const decision = await decideWebhookFetch(context.db, c.env.KV, id, c.req.query("customer"), Date.now());
    if (decision.kind === "ignore") return c.text("OK", 200);
    if (decision.kind === "limited") {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.text("Too many requests", 429);
    }
    try {
      await syncPayment(context, id);
    } catch (error) {
      console.error("Mollie webhook could not be processed", { error: String(error) });
      return c.text("Try again", 503);
    }
    return c.text("OK", 200);
  },
);
