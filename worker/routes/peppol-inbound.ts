import { Hono } from "hono";
import { type AppEnv, readPeppolWebhookSecret } from "../env";
import { errorBody } from "../http-error";
import { parseInboundBody } from "../peppol/inbound-body";
import { receivePeppolDocument } from "../peppol/receive-document";
import {
  SIGNATURE_HEADER,
  type SignatureCheck,
  verifyInboundSignature,
} from "../peppol/verify-inbound-signature";

const SIGNATURE_REFUSALS: Readonly<Record<Exclude<SignatureCheck, { ok: true }>["reason"], string>> = {
  missing: "The Peppol-Signature header is missing.",
  malformed: "The Peppol-Signature header is not of the form t=<seconds>,v1=<hex>.",
  stale: "The Peppol-Signature timestamp is more than 300 seconds from now.",
  mismatch: "The Peppol-Signature does not match the body.",
};

/**
 * POST /api/peppol/inbound: the access point delivers a received document (ADR 283). No session:
 * the signature over the raw body is the only credential, checked before the body is parsed. The
 * 10 MB cap is set with the other large bodies (middleware/body-limit.ts).
 */
export const peppolInboundRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const secret = readPeppolWebhookSecret(c.env);
  if (!secret) return c.json(errorBody("not_configured", "Peppol receiving is not configured."), 503);
  const raw = new Uint8Array(await c.req.arrayBuffer());
  const nowSeconds = Math.floor(Date.now() / 1000);
  const check = await verifyInboundSignature(secret, c.req.header(SIGNATURE_HEADER), raw, nowSeconds);
  if (!check.ok) return c.json(errorBody("invalid_signature", SIGNATURE_REFUSALS[check.reason]), 401);
  const body = parseInboundBody(raw);
  if (!body.ok) return c.json(errorBody(body.code, body.message), 400);
  const outcome = await receivePeppolDocument(c.env, body.value);
  if (outcome.kind === "unknown_participant")
    return c.json(
      errorBody("unknown_participant", "No active Peppol registration here has this receiver id."),
      404,
    );
  return c.json({ status: outcome.kind, invoiceId: outcome.invoiceId }, 200);
});
