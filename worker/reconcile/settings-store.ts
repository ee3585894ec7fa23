import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { type ReferenceKind, reconcileSettings } from "../db/schema";

export interface ReconcileSettings {
  readonly toleranceCents: number;
  readonly referenceKind: ReferenceKind;
}

export const DEFAULT_RECONCILE_SETTINGS: ReconcileSettings = { toleranceCents: 0, referenceKind: "rf" };
/** More than €10 short is not "bank charges" any more. */
export const MAX_TOLERANCE_CENTS = 1000;

export async function readReconcileSettings(db: Database, userId: string): Promise<ReconcileSettings> {
  const row = await db.select().from(reconcileSettings).where(eq(reconcileSettings.userId, userId)).get();
  return row
    ? { toleranceCents: row.toleranceCents, referenceKind: row.referenceKind }
    : DEFAULT_RECONCILE_SETTINGS;
}

export async function saveReconcileSettings(
  db: Database,
  userId: string,
  settings: ReconcileSettings,
  now: number,
): Promise<ReconcileSettings> {
  await db
    .insert(reconcileSettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: reconcileSettings.userId, set: { ...settings, updatedAt: now } });
  return settings;
}
