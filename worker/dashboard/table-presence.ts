import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Tables other features add that may not be in this database yet: the inbound e-mail log (branch
 * email). The overview reads it by its contracted name and leaves the count out when it is absent.
 */
export const OPTIONAL_TABLES = ["inbound_refusals"] as const;
export type OptionalTable = (typeof OPTIONAL_TABLES)[number];

export type TablePresence = Readonly<Record<OptionalTable, boolean>>;

export async function findPresentTables(db: Database): Promise<TablePresence> {
  const rows = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name in ${OPTIONAL_TABLES}`,
  );
  const present = new Set(rows.map((row) => row.name));
  return { inbound_refusals: present.has("inbound_refusals") };
}
