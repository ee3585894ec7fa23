import { Hono } from "hono";
import { translateErrorMessage } from "../../core/i18n/api-errors";
import { noStore } from "../account/http";
import { hitWindowLimit, type WindowLimit } from "../auth/rate-limit";
import { createDatabase } from "../db/client";
import {
  createAddress,
  findCurrentAddress,
  type InboundAddressRow,
  retireAddress,
} from "../email-inbound/address-store";
import { formatInboundAddress } from "../email-inbound/inbound-address";
import { listRefusals } from "../email-inbound/refusal-log";
import { readInboundConfig } from "../env";
import { readRequestLanguage } from "../i18n/request-language";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { rateLimited } from "./auth-shared";

/** New addresses per user: plenty for "I pasted it somewhere wrong", not a token-minting loop. */
export const ADDRESS_CHANGES_PER_USER: WindowLimit = {
  scope: "inbound-address",
  limit: 10,
  windowMs: 60 * 60_000,
};

interface AddressView {
  address: string;
  createdAt: number;
}

function toView(row: InboundAddressRow, domain: string): AddressView {
  return { address: formatInboundAddress(row.token, domain), createdAt: row.createdAt };
}

/**
 * /api/inbound-address (issue 7): the signed-in user's personal address for invoices by e-mail.
 * GET shows it, POST creates a new one (retiring the old), DELETE turns it off, GET /refusals lists
 * the newest refused messages.
 */
export const inboundAddressRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const { INBOUND_EMAIL_DOMAIN: domain } = readInboundConfig(c.env);
    const row = await findCurrentAddress(createDatabase(c.env.DB), user.id);
    return c.json({ address: row ? toView(row, domain) : null });
  })
  .post("/", async (c) => {
    const { user } = requireAuth(c);
    const { INBOUND_EMAIL_DOMAIN: domain } = readInboundConfig(c.env);
    const now = Date.now();
    const limit = await hitWindowLimit(c.env.KV, ADDRESS_CHANGES_PER_USER, user.id, now);
    if (!limit.ok)
      return rateLimited(
        c,
        limit.retryAfterSeconds,
        "inbound_address_rate_limit",
        "You have created many addresses in the last hour. Please try again later.",
      );
    const row = await createAddress(createDatabase(c.env.DB), user.id, now);
    return c.json({ address: toView(row, domain) }, 201);
  })
  .delete("/", async (c) => {
    const { user } = requireAuth(c);
    await retireAddress(createDatabase(c.env.DB), user.id, Date.now());
    return c.json({ address: null });
  })
  .get("/refusals", async (c) => {
    const { user } = requireAuth(c);
    const rows = await listRefusals(createDatabase(c.env.DB), user.id);
    const language = readRequestLanguage(c, user.language);
    return c.json({
      refusals: rows.map((row) => ({
        id: row.id,
        reason: row.reason,
        // Stored in English (also the SMTP reply to the sender); shown in the reader's language.
        message: translateErrorMessage(row.message, language),
        sender: row.sender,
        subject: row.subject,
        receivedAt: row.receivedAt,
      })),
    });
  });
