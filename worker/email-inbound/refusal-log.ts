import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { inboundRefusals } from "../db/schema";

/** How many refused messages a user can look back on. */
export const REFUSAL_LOG_SIZE = 50;

export interface RefusalEntry {
  readonly reason: string;
  readonly message: string;
  readonly sender: string;
  readonly subject: string;
  readonly receivedAt: number;
}

export type RefusalRow = typeof inboundRefusals.$inferSelect;

/** Records a refusal and drops the user's entries beyond the newest REFUSAL_LOG_SIZE. */
export async function logRefusal(db: Database, userId: string, entry: RefusalEntry): Promise<void> {
  await db
    .insert(inboundRefusals)
    .values({
      id: newId(),
      userId,
      reason: entry.reason,
      message: entry.message,
      sender: entry.sender,
      subject: entry.subject,
      receivedAt: entry.receivedAt,
    })
    .run();
  const oldestKept = await db
    .select({ receivedAt: inboundRefusals.receivedAt })
    .from(inboundRefusals)
    .where(eq(inboundRefusals.userId, userId))
    .orderBy(desc(inboundRefusals.receivedAt))
    .limit(1)
    .offset(REFUSAL_LOG_SIZE - 1)
    .get();
  if (!oldestKept) return;
  await db
    .delete(inboundRefusals)
    .where(and(eq(inboundRefusals.userId, userId), lt(inboundRefusals.receivedAt, oldestKept.receivedAt)))
    .run();
}

export async function listRefusals(db: Database, userId: string): Promise<RefusalRow[]> {
  return db
    .select()
    .from(inboundRefusals)
    .where(eq(inboundRefusals.userId, userId))
    .orderBy(desc(inboundRefusals.receivedAt))
    .limit(REFUSAL_LOG_SIZE)
    .all();
}
