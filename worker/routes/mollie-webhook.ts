import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createBillingContext } from "../billing/billing-context";
import { syncPayment } from "../billing/sync-payment";
import type { AppEnv } from "../env";

const PAYMENT_ID = /^tr_\w{1,64}$/;

/**
 * POST /api/mollie/webhook: Mollie posts only `id`. We fetch that payment from Mollie and act on its
 * real status (docs/decisions/171); the body is never trusted, and an id we do not know gets the
 * same 200 as one we do, so the endpoint tells a prober nothing. A failure to reach Mollie answers
 * 503 so that Mollie retries.
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
    try {
      await syncPayment(context, id);
    } catch (error) {
      console.error("Mollie webhook could not be processed", { error: String(error) });
      return c.text("Try again", 503);
    }
    return c.text("OK", 200);
  },
);
