import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { quoteRequestSchema } from "../../core/leads/quote-request";
import { hitWindowLimit, readClientIp, type WindowLimit } from "../auth/rate-limit";
import { generateSecret } from "../auth/secrets";
import { createDatabase } from "../db/client";
import { leads } from "../db/schema";
import { createMailer } from "../email/create-mailer";
import { renderLeadNotification } from "../email/lead-template";
import { type AppEnv, readConfig } from "../env";
import { ApiError, errorBody } from "../http-error";
import { rateLimited } from "./auth-shared";

/** The largest valid request is about 3 KB (core/leads/quote-request.ts limits); 16 KB is plenty. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024;

/** Quote requests per client address: a company asks once or twice, a spammer many times. */
export const LEADS_PER_IP: WindowLimit = { scope: "lead-ip", limit: 5, windowMs: 60 * 60_000 };

/** Local development and e2e runs share one address; they get ten times the allowance. */
function leadsPerIp(appEnv: string): WindowLimit {
  return appEnv === "development" ? { ...LEADS_PER_IP, limit: LEADS_PER_IP.limit * 10 } : LEADS_PER_IP;
}

/**
 * POST /api/leads: a data cleansing quote request. Validated with the form's own schema (strict:
 * unknown fields are refused), stored in D1 and e-mailed to the support address.
 */
export const leadRoutes = new Hono<AppEnv>().post(
  "/",
  bodyLimit({
    maxSize: LEAD_BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "The request is too large."), 413),
  }),
  async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    const parsed = quoteRequestSchema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const field = typeof first?.path[0] === "string" ? `${first.path[0]}: ` : "";
      throw new ApiError(422, "invalid_request", `${field}${first?.message ?? "The request is not valid."}`);
    }
    const config = readConfig(c.env);
    const now = Date.now();
    const limit = await hitWindowLimit(c.env.KV, leadsPerIp(config.APP_ENV), readClientIp(c), now);
    if (!limit.ok) {
      return rateLimited(
        c,
        limit.retryAfterSeconds,
        "rate_limited",
        "Too many quote requests from your network. Please try again later or e-mail us.",
      );
    }
    const request = parsed.data;
    const id = generateSecret(15);
    await createDatabase(c.env.DB)
      .insert(leads)
      .values({ id, ...request, createdAt: now });
    const mailer = createMailer(config, c.env.KV);
    const delivery = mailer
      .send(
        renderLeadNotification(request, { to: config.SUPPORT_EMAIL, leadId: id, receivedAt: new Date(now) }),
      )
      .catch((error: unknown) => {
        // The request is stored either way; the team also sees it in the leads table.
        console.error("Lead notification failed", { error: String(error) });
      });
    if (mailer.deferred) c.executionCtx.waitUntil(delivery);
    else await delivery;
    c.header("Cache-Control", "no-store");
    return c.json({ lead: { id } }, 201);
  },
);
