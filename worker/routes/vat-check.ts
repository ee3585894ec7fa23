import { type Context, Hono } from "hono";
import { z } from "zod";
import { type VatNumber, validateVatNumber } from "../../core/validation/btw-id";
import { noStore } from "../account/http";
import { createDatabase } from "../db/client";
import { readViesConfig } from "../env";
import { ApiError } from "../http-error";
import { findOwnedInvoice } from "../invoices/invoice-records";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { type CheckOutcome, checkVatId } from "../vies/check-vat-id";
import { confirmSupplier } from "../vies/confirm-supplier";
import { createViesClient } from "../vies/vies-client";
import { parseJsonBody, rateLimited } from "./auth-shared";

type VatCheckContext = Context<SessionEnv>;

const ID_PATTERN = /^[a-z2-7]{26}$/;
const vatIdText = z.string().min(1).max(40);
/** Exactly one vatId and nothing else (c.req.queries() lists every value of a repeated name). */
const checkQuery = z.strictObject({ vatId: z.tuple([vatIdText]) });
const supplierBody = z.strictObject({ vatId: vatIdText, supplierName: z.string().max(500).nullable() });

/** The id in VIES's form, or 400 with the validator's words: a malformed id never leaves the Worker. */
function requireWellFormed(text: string): VatNumber {
  const result = validateVatNumber(text);
  if (!result.ok) throw new ApiError(400, "invalid_vat_id", result.error);
  return result.value;
}

function runCheck(c: VatCheckContext, vat: VatNumber): Promise<CheckOutcome> {
  const { user } = requireAuth(c);
  const config = readViesConfig(c.env);
  const client = config ? createViesClient(config) : null;
  return checkVatId({ kv: c.env.KV, client }, user.id, vat, Date.now());
}

function tooManyChecks(c: VatCheckContext, retryAfterSeconds: number): Response {
  return rateLimited(c, retryAfterSeconds, "vat_check_rate_limited", "Too many VAT checks. Try again later.");
}

/** GET /api/vat-check?vatId= and the review's POST /api/vat-check/invoices/:id (docs/decisions/250). */
export const vatCheckRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    requireAuth(c);
    const query = checkQuery.safeParse(c.req.queries());
    if (!query.success)
      throw new ApiError(400, "invalid_request", "Give one vatId of at most 40 characters.");
    const outcome = await runCheck(c, requireWellFormed(query.data.vatId[0]));
    if (!outcome.ok) return tooManyChecks(c, outcome.limit.retryAfterSeconds);
    return c.json({ check: outcome.check });
  })
  .post("/invoices/:id", async (c) => {
    const { user } = requireAuth(c);
    const id = c.req.param("id");
    const db = createDatabase(c.env.DB);
    const owned = ID_PATTERN.test(id) ? await findOwnedInvoice(db, user.id, id) : null;
    if (!owned) throw new ApiError(404, "not_found", "No such invoice.");
    const body = await parseJsonBody(c, supplierBody);
    const outcome = await runCheck(c, requireWellFormed(body.vatId));
    if (!outcome.ok) return tooManyChecks(c, outcome.limit.retryAfterSeconds);
    return c.json(await confirmSupplier(db, owned, body, outcome.check, Date.now()));
  });
