import { and, desc, eq } from "drizzle-orm";
import { csvMappingSchema, type RememberedMapping } from "../../core/bank/csv/mapping-memory";
import type { Database } from "../db/client";
import { bankCsvMappings } from "../db/schema";

/** A user's remembered layouts; more than anyone has banks, and bounded so one answer stays small. */
export const MAX_REMEMBERED_MAPPINGS = 100;

/** The user's remembered CSV mappings, newest first; a stored row that no longer validates is left out. */
export async function listCsvMappings(db: Database, userId: string): Promise<RememberedMapping[]> {
  const rows = await db
    .select({ signature: bankCsvMappings.signature, mapping: bankCsvMappings.mapping })
    .from(bankCsvMappings)
    .where(eq(bankCsvMappings.userId, userId))
    .orderBy(desc(bankCsvMappings.updatedAt))
    .limit(MAX_REMEMBERED_MAPPINGS);
  return rows.flatMap((row) => {
    const parsed = csvMappingSchema.safeParse(safeJson(row.mapping));
    return parsed.success ? [{ signature: row.signature, mapping: parsed.data }] : [];
  });
}

/** Remembers (or replaces) the mapping of one layout; the oldest beyond the bound are forgotten. */
export async function saveCsvMapping(
  db: Database,
  userId: string,
  remembered: RememberedMapping,
  now: number,
): Promise<void> {
  const mapping = JSON.stringify(remembered.mapping);
  await db
    .insert(bankCsvMappings)
    .values({ userId, signature: remembered.signature, mapping, updatedAt: now })
    .onConflictDoUpdate({
      target: [bankCsvMappings.userId, bankCsvMappings.signature],
      set: { mapping, updatedAt: now },
    });
  const kept = await db
    .select({ signature: bankCsvMappings.signature })
    .from(bankCsvMappings)
    .where(eq(bankCsvMappings.userId, userId))
    .orderBy(desc(bankCsvMappings.updatedAt))
    .limit(1)
    .offset(MAX_REMEMBERED_MAPPINGS);
  for (const row of kept) {
    await db
      .delete(bankCsvMappings)
      .where(and(eq(bankCsvMappings.userId, userId), eq(bankCsvMappings.signature, row.signature)));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
