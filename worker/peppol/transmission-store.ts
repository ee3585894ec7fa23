import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { type PeppolTransmissionStatus, peppolTransmissions } from "../db/schema";

export type TransmissionRow = typeof peppolTransmissions.$inferSelect;

export interface TransmissionView {
  readonly id: string;
  readonly receiver: string;
  readonly status: PeppolTransmissionStatus;
  readonly reason: string | null;
  readonly sentAt: number;
  readonly updatedAt: number;
}

export function toTransmissionView(row: TransmissionRow): TransmissionView {
  return {
    id: row.id,
    receiver: row.receiverParticipantId,
    status: row.status,
    reason: row.reason,
    sentAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A transmission still waiting for the network's last word. */
export function isFinal(status: PeppolTransmissionStatus): boolean {
  return status !== "sent";
}

/**
 * Claims the send of an invoice in ONE statement: inserts a "sent" row only while no sent or
 * delivered one exists, so two clicks (or tabs) racing send it once (docs/decisions/282). Null when
 * one exists. The row has no provider id until the provider answers; a failed call deletes it.
 */
export async function claimTransmission(
  d1: D1Database,
  input: { userId: string; issuedInvoiceId: string; receiver: string; now: number },
): Promise<TransmissionRow | null> {
  const id = newId();
  const row = await d1
    .prepare(
      `INSERT INTO peppol_transmissions
         (id, user_id, issued_invoice_id, receiver_participant_id, status, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, 'sent', ?5, ?5
       WHERE NOT EXISTS (SELECT 1 FROM peppol_transmissions
         WHERE user_id = ?2 AND issued_invoice_id = ?3 AND status IN ('sent', 'delivered'))
       RETURNING id`,
    )
    .bind(id, input.userId, input.issuedInvoiceId, input.receiver, input.now)
    .first<{ id: string }>();
  if (!row) return null;
  return {
    id,
    userId: input.userId,
    issuedInvoiceId: input.issuedInvoiceId,
    receiverParticipantId: input.receiver,
    providerTransmissionId: null,
    status: "sent",
    reason: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/** How many earlier sends of this invoice ended (rejected or failed): numbers the idempotency key. */
export async function countEndedSends(
  db: Database,
  userId: string,
  issuedInvoiceId: string,
): Promise<number> {
  const rows = await listTransmissions(db, userId, issuedInvoiceId);
  return rows.filter((row) => row.status === "rejected" || row.status === "failed").length;
}

export async function listTransmissions(
  db: Database,
  userId: string,
  issuedInvoiceId: string,
): Promise<TransmissionRow[]> {
  return db
    .select()
    .from(peppolTransmissions)
    .where(
      and(eq(peppolTransmissions.userId, userId), eq(peppolTransmissions.issuedInvoiceId, issuedInvoiceId)),
    )
    .orderBy(desc(peppolTransmissions.createdAt))
    .all();
}

export async function updateTransmission(
  db: Database,
  row: TransmissionRow,
  values: Partial<Pick<TransmissionRow, "providerTransmissionId" | "status" | "reason">>,
  now: number,
): Promise<TransmissionRow> {
  const [updated] = await db
    .update(peppolTransmissions)
    .set({ ...values, updatedAt: now })
    .where(and(eq(peppolTransmissions.id, row.id), eq(peppolTransmissions.userId, row.userId)))
    .returning();
  return updated ?? { ...row, ...values, updatedAt: now };
}

export async function deleteTransmission(db: Database, row: TransmissionRow): Promise<void> {
  await db
    .delete(peppolTransmissions)
    .where(and(eq(peppolTransmissions.id, row.id), eq(peppolTransmissions.userId, row.userId)));
}
