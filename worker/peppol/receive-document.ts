import { releaseQuota } from "../billing/quota";
import { createDatabase } from "../db/client";
import type { AppBindings } from "../env";
import { deleteInvoice } from "../invoices/delete-invoice";
import { findOwnedInvoice } from "../invoices/invoice-records";
import type { InboundDocument } from "./inbound-body";
import { findActiveRecipient, findReceived, recordReceived } from "./received-records";
import { storeReceivedDocument } from "./store-received-document";

export type ReceiveOutcome =
  | { readonly kind: "stored"; readonly invoiceId: string }
  | { readonly kind: "duplicate"; readonly invoiceId: string | null }
  | { readonly kind: "unknown_participant" };

/**
 * A delivered document into the inbox of the user whose active registration is its receiver, once
 * per provider document id (ADR 283). The inbox row is made before the delivery is recorded, so a
 * failure half-way leaves no record and the access point's retry stores it; when two deliveries of
 * one document race, the one that records second removes its own copy and answers "duplicate".
 */
export async function receivePeppolDocument(
  env: AppBindings,
  document: InboundDocument,
  now = Date.now(),
): Promise<ReceiveOutcome> {
  const db = createDatabase(env.DB);
  const userId = await findActiveRecipient(db, document.receiver);
  if (!userId) return { kind: "unknown_participant" };
  const earlier = await findReceived(db, document.documentId);
  if (earlier) return { kind: "duplicate", invoiceId: earlier.invoiceId };

  const storage = { db, files: env.FILES };
  const stored = await storeReceivedDocument(storage, env.DB, userId, document, now);
  const first = await recordReceived(db, {
    userId,
    providerDocumentId: document.documentId,
    senderParticipantId: document.sender,
    receiverParticipantId: document.receiver,
    invoiceId: stored.invoiceId,
    receivedAt: document.receivedAt,
  });
  if (first) return { kind: "stored", invoiceId: stored.invoiceId };

  const copy = await findOwnedInvoice(db, userId, stored.invoiceId);
  if (copy) await deleteInvoice(storage, copy);
  await releaseQuota(env.DB, userId, "invoiceExtraction", stored.counted ? 1 : 0, now);
  const winner = await findReceived(db, document.documentId);
  return { kind: "duplicate", invoiceId: winner?.invoiceId ?? null };
}
