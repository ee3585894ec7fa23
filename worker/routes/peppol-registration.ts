import { type Context, Hono } from "hono";
import { z } from "zod";
import { formatPeppolParticipantId, parsePeppolParticipantId } from "../../core/peppol/participant-id";
import { limitBody, noStore } from "../account/http";
import { createDatabase } from "../db/client";
import { readPeppolConfig } from "../env";
import { ApiError } from "../http-error";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { suggestOwnParticipantIds } from "../peppol/company-ids";
import { PeppolProviderError } from "../peppol/provider";
import { requirePeppolProvider, toPeppolApiError } from "../peppol/provider-of";
import {
  claimParticipantId,
  deleteRegistration,
  findRegistration,
  findRegistrationByParticipant,
  settleRegistration,
  toRegistrationView,
} from "../peppol/registration-store";
import { parseJsonBody } from "./auth-shared";

const registerBody = z.strictObject({ participantId: z.string().max(120) });

const TAKEN = "This Peppol id is registered to another account.";

/** The typed id in canonical form, or 400 with the parser's words. */
function readParticipantId(input: string): string {
  const parsed = parsePeppolParticipantId(input);
  if (!parsed.ok) throw new ApiError(400, "invalid_participant_id", parsed.error);
  return formatPeppolParticipantId(parsed.value);
}

/** Registers `participantId` at the provider for the user, after claiming it in D1 (docs/decisions/282). */
async function register(c: Context<SessionEnv>, participantId: string): Promise<Response> {
  const { user } = requireAuth(c);
  const db = createDatabase(c.env.DB);
  const provider = requirePeppolProvider(c.env);
  const own = await suggestOwnParticipantIds(db, user.id);
  // Whoever registers an id receives that company's invoices: only the user's own company ids.
  if (!own.includes(participantId))
    throw new ApiError(
      422,
      "not_your_participant_id",
      "You can register only a Peppol id of your own company: fill in your KvK or VAT number in your company details first.",
    );
  const existing = await findRegistration(db, user.id);
  if (existing?.participantId === participantId && existing.status === "active")
    return c.json({ registration: toRegistrationView(existing) }, 201);
  if (existing && existing.status !== "failed")
    throw new ApiError(
      409,
      "already_registered",
      "You already have a Peppol id. Remove it first to register another.",
    );
  const other = await findRegistrationByParticipant(db, participantId);
  if (other && other.userId !== user.id) throw new ApiError(409, "participant_taken", TAKEN);
  if (existing) await deleteRegistration(db, existing);
  const now = Date.now();
  const claimed = await claimParticipantId(db, user.id, participantId, now);
  if (!claimed) throw new ApiError(409, "participant_taken", TAKEN);
  try {
    const outcome = await provider.registerParticipant(participantId);
    const error = outcome.status === "failed" ? outcome.reason : null;
    const row = await settleRegistration(db, claimed, { ...outcome, error }, Date.now());
    return c.json({ registration: toRegistrationView(row) }, 201);
  } catch (error) {
    // Nothing was registered: the id is free again for a later try.
    await deleteRegistration(db, claimed);
    if (error instanceof PeppolProviderError && error.kind === "conflict")
      throw new ApiError(
        409,
        "participant_elsewhere",
        "This Peppol id is already registered with another access point. Ask your current provider to release it first.",
      );
    if (error instanceof PeppolProviderError && error.kind === "refused")
      throw new ApiError(
        422,
        "registration_refused",
        `The access point refused this Peppol id: ${error.message}`,
      );
    throw toPeppolApiError(error);
  }
}

/** /api/peppol/registration: the user's own Peppol id (BRIEF-PEPPOL-CONTRACT). */
export const peppolRegistrationRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const db = createDatabase(c.env.DB);
    const row = await findRegistration(db, user.id);
    return c.json({
      registration: row ? toRegistrationView(row) : null,
      suggested: await suggestOwnParticipantIds(db, user.id),
      configured: readPeppolConfig(c.env) !== null,
    });
  })
  .post("/", limitBody(1024), async (c) => {
    requireAuth(c);
    const { participantId } = await parseJsonBody(c, registerBody);
    return register(c, readParticipantId(participantId));
  })
  .delete("/", async (c) => {
    const { user } = requireAuth(c);
    const db = createDatabase(c.env.DB);
    const row = await findRegistration(db, user.id);
    if (!row) return c.body(null, 204);
    if (row.status !== "failed") {
      try {
        await requirePeppolProvider(c.env).unregisterParticipant(row.participantId);
      } catch (error) {
        throw toPeppolApiError(error);
      }
    }
    await deleteRegistration(db, row);
    return c.body(null, 204);
  });
