import { Hono } from "hono";
import { z } from "zod";
import { formatPeppolParticipantId, parsePeppolParticipantId } from "../../core/peppol/participant-id";
import { noStore } from "../account/http";
import { hitWindowLimit, type WindowLimit } from "../auth/rate-limit";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { candidateParticipantIds, findReachableReceiver } from "../peppol/find-receiver";
import { requirePeppolProvider, toPeppolApiError } from "../peppol/provider-of";
import { rateLimited } from "./auth-shared";

/** Each lookup is one to three calls at the provider, which may bill or throttle us: bounded per user. */
export const PEPPOL_LOOKUPS_PER_USER: WindowLimit = {
  scope: "peppol-lookup",
  limit: 60,
  windowMs: 60 * 60_000,
};

/** Exactly one of a Peppol id, a KvK number or a VAT number. */
const lookupQuery = z
  .strictObject({
    id: z.string().trim().min(1).max(120).optional(),
    kvk: z.string().trim().min(1).max(40).optional(),
    vat: z.string().trim().min(1).max(40).optional(),
  })
  .refine((query) => [query.id, query.kvk, query.vat].filter(Boolean).length === 1);

function candidatesOf(query: z.infer<typeof lookupQuery>): string[] {
  if (query.id !== undefined) {
    const parsed = parsePeppolParticipantId(query.id);
    if (!parsed.ok) throw new ApiError(400, "invalid_participant_id", parsed.error);
    return [formatPeppolParticipantId(parsed.value)];
  }
  const candidates = candidateParticipantIds({ kvk: query.kvk, vatNumber: query.vat });
  if (candidates.length === 0)
    throw new ApiError(
      400,
      "no_participant_id",
      "No Peppol id follows from this number: give an 8-digit KvK number or a Dutch, Belgian or German VAT number.",
    );
  return candidates;
}

/** GET /api/peppol/lookup?id=…|kvk=…|vat=…: is this company reachable on Peppol, and as which id. */
export const peppolLookupRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const parsed = lookupQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, "invalid_request", "Give one of id, kvk or vat, of at most 120 characters.");
    const candidates = candidatesOf(parsed.data);
    const provider = requirePeppolProvider(c.env);
    const limit = await hitWindowLimit(c.env.KV, PEPPOL_LOOKUPS_PER_USER, user.id, Date.now());
    if (!limit.ok)
      return rateLimited(
        c,
        limit.retryAfterSeconds,
        "peppol_lookup_rate_limited",
        "Too many Peppol lookups. Try again later.",
      );
    try {
      return c.json(await findReachableReceiver(provider, candidates));
    } catch (error) {
      throw toPeppolApiError(error);
    }
  });
