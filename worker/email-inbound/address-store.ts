import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { inboundAddresses } from "../db/schema";
import { generateInboundToken } from "./inbound-address";

export type InboundAddressRow = typeof inboundAddresses.$inferSelect;

/** The user's live address (not retired), if any. */
export async function findCurrentAddress(db: Database, userId: string): Promise<InboundAddressRow | null> {
  const row = await db
    .select()
    .from(inboundAddresses)
    .where(and(eq(inboundAddresses.userId, userId), isNull(inboundAddresses.retiredAt)))
    .orderBy(desc(inboundAddresses.createdAt))
    .get();
  return row ?? null;
}

/** The address row a token belongs to, retired or not. */
export async function findAddressByToken(db: Database, token: string): Promise<InboundAddressRow | null> {
  const row = await db.select().from(inboundAddresses).where(eq(inboundAddresses.token, token)).get();
  return row ?? null;
}

/**
 * A new address for the user; the old one is retired in the same batch, so mail to it is refused from
 * this moment on and there is never more than one live address per user.
 */
export async function createAddress(db: Database, userId: string, now: number): Promise<InboundAddressRow> {
  const row: InboundAddressRow = {
    id: newId(),
    userId,
    token: generateInboundToken(),
    createdAt: now,
    retiredAt: null,
  };
  await db.batch([
    db
      .update(inboundAddresses)
      .set({ retiredAt: now })
      .where(and(eq(inboundAddresses.userId, userId), isNull(inboundAddresses.retiredAt))),
    db.insert(inboundAddresses).values(row),
  ]);
  return row;
}

/** Turns the address off without a replacement. */
export async function retireAddress(db: Database, userId: string, now: number): Promise<void> {
  await db
    .update(inboundAddresses)
    .set({ retiredAt: now })
    .where(and(eq(inboundAddresses.userId, userId), isNull(inboundAddresses.retiredAt)))
    .run();
}
