import type { Context } from "hono";
import { PEPPOL_BILLING_PROCESS_ID } from "../../core/peppol/document-types";
import { formatPeppolParticipantId, parsePeppolParticipantId } from "../../core/peppol/participant-id";
import { checkQuota, describeQuotaRefusal, withQuota } from "../billing/quota";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import type { IssuedStorage } from "../issued-invoices/invoice-files";
import { type IssuedInvoiceRow, readDocument } from "../issued-invoices/records";
import { requireAuth, type SessionEnv } from "../middleware/session";
import { candidateParticipantIds, findReachableReceiver } from "./find-receiver";
import { buildPeppolDocument } from "./peppol-document";
import { type PeppolProvider, PeppolProviderError } from "./provider";
import { requirePeppolProvider, toPeppolApiError } from "./provider-of";
import { findRegistration } from "./registration-store";
import {
  claimTransmission,
  countEndedSends,
  deleteTransmission,
  type TransmissionRow,
  updateTransmission,
} from "./transmission-store";

export const NOT_ON_PEPPOL = "Your customer is not on Peppol: send the PDF by e-mail.";
export const PLAN_REQUIRED = "Sending invoices over Peppol is part of the Pro plan. See /pricing to upgrade.";

/** 402 before any work when the plan has no Peppol sends left (or none at all, as Free). */
async function requireSendLeft(c: Context<SessionEnv>, userId: string): Promise<void> {
  const outcome = await checkQuota(c.env.DB, userId, "peppolSends", 1);
  if (outcome.ok) return;
  if (outcome.refusal.limit === 0) throw new ApiError(402, "plan_required", PLAN_REQUIRED);
  throw new ApiError(402, "quota_exceeded", describeQuotaRefusal(outcome.refusal));
}

/** The active registration's id: the sender every Peppol document of the user travels from. */
async function requireSender(c: Context<SessionEnv>, userId: string): Promise<string> {
  const registration = await findRegistration(createDatabase(c.env.DB), userId);
  if (registration?.status !== "active")
    throw new ApiError(
      409,
      "no_peppol_id",
      "Register your own Peppol id in Settings before you send invoices over Peppol.",
    );
  return registration.participantId;
}

/** The receiver the user named, or the first reachable id of the customer's details; 422 when none. */
async function resolveReceiver(
  provider: PeppolProvider,
  row: IssuedInvoiceRow,
  requested: string | undefined,
): Promise<string> {
  let candidates: string[];
  if (requested !== undefined) {
    const parsed = parsePeppolParticipantId(requested);
    if (!parsed.ok) throw new ApiError(400, "invalid_participant_id", parsed.error);
    candidates = [formatPeppolParticipantId(parsed.value)];
  } else {
    candidates = candidateParticipantIds(readDocument(row).customer);
  }
  const lookup = await findReachableReceiver(provider, candidates);
  if (!lookup.reachable) throw new ApiError(422, "not_on_peppol", NOT_ON_PEPPOL);
  return lookup.participantId;
}

function refusedBy(error: unknown): unknown {
  if (error instanceof PeppolProviderError && (error.kind === "refused" || error.kind === "conflict"))
    return new ApiError(422, "peppol_refused", `The access point refused the invoice: ${error.message}`);
  return toPeppolApiError(error);
}

/**
 * Sends an issued invoice over Peppol (docs/decisions/282): plan, sender and receiver first, then one
 * claim so it is sent once, one counted unit, and the provider. Any failure gives back the claim and
 * the unit, so a retry starts clean; a retry of the same attempt reuses its idempotency key.
 */
export async function sendIssuedInvoice(
  c: Context<SessionEnv>,
  storage: IssuedStorage,
  row: IssuedInvoiceRow,
  requestedReceiver: string | undefined,
): Promise<TransmissionRow> {
  const { user } = requireAuth(c);
  if (row.status === "draft") throw new ApiError(409, "not_issued", "Issue the invoice before you send it.");
  const provider = requirePeppolProvider(c.env);
  await requireSendLeft(c, user.id);
  const sender = await requireSender(c, user.id);
  try {
    const receiver = await resolveReceiver(provider, row, requestedReceiver);
    const document = await buildPeppolDocument(storage, row, { sender, receiver });
    const attempt = await countEndedSends(storage.db, user.id, row.id);
    const claimed = await claimTransmission(c.env.DB, {
      userId: user.id,
      issuedInvoiceId: row.id,
      receiver,
      now: Date.now(),
    });
    if (!claimed) throw new ApiError(409, "already_sent", "This invoice has already been sent over Peppol.");
    try {
      return await withQuota(c, "peppolSends", 1, async () => {
        const providerId = await provider.sendDocument({
          sender,
          receiver,
          processId: PEPPOL_BILLING_PROCESS_ID,
          ...document,
          idempotencyKey: `${row.id}.${attempt}`,
        });
        return updateTransmission(storage.db, claimed, { providerTransmissionId: providerId }, Date.now());
      });
    } catch (error) {
      await deleteTransmission(storage.db, claimed);
      throw error;
    }
  } catch (error) {
    throw refusedBy(error);
  }
}
