import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { peppolReceived, peppolRegistrations } from "../db/schema";

/** The user whose ACTIVE registration holds this canonical participant id; null for anyone else's. */
export async function findActiveRecipient(db: Database, participantId: string): Promise<string | null> {
  const row = await db
    .select({ userId: peppolRegistrations.userId })
    .from(peppolRegistrations)
    .where(
      and(eq(peppolRegistrations.participantId, participantId), eq(peppolRegistrations.status, "active")),
    )
    .get();
  return row?.userId ?? null;
}

/** The earlier delivery of a provider document: the inbox invoice made from it. */
export async function findReceived(
  db: Database,
  providerDocumentId: string,
): Promise<{ invoiceId: string | null } | null> {
  const row = await db
    .select({ invoiceId: peppolReceived.invoiceId })
    .from(peppolReceived)
    .where(eq(peppolReceived.providerDocumentId, providerDocumentId))
    .get();
  return row ?? null;
}

export interface ReceivedRecord {
  readonly userId: string;
  readonly providerDocumentId: string;
  readonly senderParticipantId: string;
  readonly receiverParticipantId: string;
  readonly invoiceId: string;
  readonly receivedAt: number;
}

/**
 * Records the delivery in one statement against the unique provider document id: true when this
 * delivery is the first, false when another got there first (two deliveries racing).
 */
export async function recordReceived(db: Database, record: ReceivedRecord): Promise<boolean> {
  const row = await db
    .insert(peppolReceived)
    .values({ id: newId(), ...record })
    .onConflictDoNothing({ target: peppolReceived.providerDocumentId })
    .returning({ id: peppolReceived.id })
    .get();
  return row !== undefined;
}
