import { sql } from "drizzle-orm";
import type { OpenItems } from "../../core/dashboard/overview-types";
import type { Database } from "../db/client";

interface OpenRow {
  count: number | null;
  total: number | null;
  oldest: string | null;
}

function toOpenItems(row: OpenRow | undefined): OpenItems {
  return {
    count: Number(row?.count ?? 0),
    totalCents: Number(row?.total ?? 0),
    oldestDueDate: row?.oldest ?? null,
  };
}

/** Issued or sent, not paid (issued_invoices_user_status); open credit notes net against them. */
export async function sumReceivables(db: Database, userId: string): Promise<OpenItems> {
  const rows = await db.all<OpenRow>(sql`
    select count(*) as count, sum(total_incl_cents) as total, min(nullif(due_date, '')) as oldest
    from issued_invoices
    where user_id = ${userId} and status in ('issued', 'sent') and currency = 'EUR'`);
  return toOpenItems(rows[0]);
}

/**
 * Received invoices falling due today or later. Received invoices carry no payment status, so one
 * past its due date cannot be told apart from one already paid; those are left out.
 */
export async function sumPayables(db: Database, userId: string, today: string): Promise<OpenItems> {
  const rows = await db.all<OpenRow>(sql`
    select count(*) as count, sum(total_cents) as total, min(due_date) as oldest
    from invoices
    where user_id = ${userId}
      and status in ('extracted', 'reviewed')
      and due_date >= ${today}
      and coalesce(currency, 'EUR') = 'EUR'`);
  return toOpenItems(rows[0]);
}
