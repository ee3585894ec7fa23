import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Tables other features add (bank statements on branch bank-save, the inbound e-mail log on branch
 * email). The overview reads them by their contracted names (briefs/contracts.md) and leaves out what
 * a database does not have yet, so it works whichever of those features has landed.
 */
export const OPTIONAL_TABLES = ["bank_statements", "bank_transactions", "inbound_refusals"] as const;
export type OptionalTable = (typeof OPTIONAL_TABLES)[number];

export type TablePresence = Readonly<Record<OptionalTable, boolean>>;

export async function findPresentTables(db: Database): Promise<TablePresence> {
  const rows = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' and name in ${OPTIONAL_TABLES}`,
  );
  const present = new Set(rows.map((row) => row.name));
  return {
    bank_statements: present.has("bank_statements"),
    bank_transactions: present.has("bank_transactions"),
    inbound_refusals: present.has("inbound_refusals"),
  };
}
