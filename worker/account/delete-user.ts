import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { invalidateUserSessions } from "../auth/session";
import { createDatabase } from "../db/client";
import { userCompanyDetails, users } from "../db/schema";
import { deleteObjectsUnder } from "./r2-prefix";
import { USER_DATA_TABLES, userKvPrefixes } from "./user-data-tables";

export interface DeletionStores {
  DB: D1Database;
  KV: KVNamespace;
  FILES: R2Bucket;
}

export function userObjectPrefix(userId: string): string {
  return `users/${userId}/`;
}

async function deleteKvUnder(kv: KVNamespace, prefix: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

/**
 * Deletes a user and everything that is theirs (docs/decisions/020). Every step is idempotent and
 * the order makes a retry after a failure half-way safe:
 * 1. the company details row (SPEC §7 order);
 * 2. every R2 object under `users/<id>/` — while the user row still exists, so a failure here
 *    leaves a signed-in user who can simply try again;
 * 3. one D1 batch (a transaction): every registered table's rows, then the user row last;
 * 4. a second R2 sweep for an upload that raced step 2;
 * 5. KV: every session of the user and rate-limit keys naming them. Sessions are already refused
 *    once the user row is gone (the session check looks the user up), so a failure here leaks
 *    nothing and the keys expire on their own.
 */
export async function deleteUserEverywhere(
  stores: DeletionStores,
  user: { id: string; email: string },
): Promise<void> {
  const db = createDatabase(stores.DB);
  await db.delete(userCompanyDetails).where(eq(userCompanyDetails.userId, user.id)).run();
  await deleteObjectsUnder(stores.FILES, userObjectPrefix(user.id));
  const ownedRows: BatchItem<"sqlite">[] = USER_DATA_TABLES.map(({ table, column, key }) =>
    db.delete(table).where(eq(column, key === "id" ? user.id : user.email)),
  );
  const userRow: BatchItem<"sqlite"> = db.delete(users).where(eq(users.id, user.id));
  const [first = userRow, ...rest] = [...ownedRows, userRow];
  await db.batch([first, ...rest]);
  await deleteObjectsUnder(stores.FILES, userObjectPrefix(user.id));
  await invalidateUserSessions(stores.KV, user.id);
  for (const prefix of userKvPrefixes(user)) await deleteKvUnder(stores.KV, prefix);
}
