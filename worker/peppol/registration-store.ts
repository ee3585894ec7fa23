import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { type PeppolRegistrationStatus, peppolRegistrations } from "../db/schema";

export type RegistrationRow = typeof peppolRegistrations.$inferSelect;

/** What the API shows of a registration (the contract's `registration`). */
export interface RegistrationView {
  readonly participantId: string;
  readonly status: PeppolRegistrationStatus;
  readonly error: string | null;
}

export function toRegistrationView(row: RegistrationRow): RegistrationView {
  return { participantId: row.participantId, status: row.status, error: row.error };
}

/** The user's registration (a user has at most one). */
export async function findRegistration(db: Database, userId: string): Promise<RegistrationRow | null> {
  return (
    (await db.select().from(peppolRegistrations).where(eq(peppolRegistrations.userId, userId)).get()) ?? null
  );
}

/** Whose registration a participant id is, if anyone's. */
export async function findRegistrationByParticipant(
  db: Database,
  participantId: string,
): Promise<RegistrationRow | null> {
  return (
    (await db
      .select()
      .from(peppolRegistrations)
      .where(eq(peppolRegistrations.participantId, participantId))
      .get()) ?? null
  );
}

/**
 * Claims the participant id for the user as "pending" before the provider is asked, so two users
 * racing for one id cannot both get it: the unique index lets one insert through. Null when taken.
 */
export async function claimParticipantId(
  db: Database,
  userId: string,
  participantId: string,
  now: number,
): Promise<RegistrationRow | null> {
  const rows = await db
    .insert(peppolRegistrations)
    .values({ id: newId(), userId, participantId, status: "pending", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function settleRegistration(
  db: Database,
  row: RegistrationRow,
  outcome: { status: PeppolRegistrationStatus; providerRef: string | null; error: string | null },
  now: number,
): Promise<RegistrationRow> {
  const [updated] = await db
    .update(peppolRegistrations)
    .set({ ...outcome, updatedAt: now })
    .where(and(eq(peppolRegistrations.id, row.id), eq(peppolRegistrations.userId, row.userId)))
    .returning();
  return updated ?? { ...row, ...outcome, updatedAt: now };
}

export async function deleteRegistration(db: Database, row: RegistrationRow): Promise<void> {
  await db
    .delete(peppolRegistrations)
    .where(and(eq(peppolRegistrations.id, row.id), eq(peppolRegistrations.userId, row.userId)));
}
