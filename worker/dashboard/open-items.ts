import { sql } from "drizzle-orm";
import type { OpenItems } from "../../core/dashboard/overview-types";
import type { Database } from "../db/client";
import {
  ISSUED_SETTLED_SQL,
  RECEIVED_SETTLED_SQL,
  RECEIVED_SIGNED_TOTAL_SQL,
} from "../reconcile/invoice-pool";

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

/**
 * Issued or sent, not marked paid, less what matched bank payments settled (issue 19); open credit
 * notes net against them. An invoice fully settled by payments no longer counts.
 */
export async function sumReceivables(db: Database, userId: string): Promise<OpenItems> {
  const rows = await db.all<OpenRow>(sql`
    select count(*) as count, sum(open) as total, min(nullif(due_date, '')) as oldest
    from (
      select total_incl_cents - ${ISSUED_SETTLED_SQL} as open, due_date
      from issued_invoices
      where user_id = ${userId} and status in ('issued', 'sent') and currency = 'EUR'
    ) where open <> 0`);
  return toOpenItems(rows[0]);
}

/**
 * Received invoices with money still open after matched payments. One past its due date counts only
 * when the user's saved bank statements reach past that date: then no matching payment means unpaid;
 * without statements it cannot be told apart from one paid elsewhere, so it is left out.
 */
export async function sumPayables(db: Database, userId: string, today: string): Promise<OpenItems> {
  const rows = await db.all<OpenRow>(sql`
    select count(*) as count, sum(open) as total, min(due_date) as oldest
    from (
      select ${RECEIVED_SIGNED_TOTAL_SQL} - ${RECEIVED_SETTLED_SQL} as open, due_date
      from invoices
      where user_id = ${userId}
        and status in ('extracted', 'reviewed')
        and coalesce(currency, 'EUR') = 'EUR'
        and (due_date >= ${today} or exists (
          select 1 from bank_transactions t where t.user_id = ${userId} and t.booking_date >= invoices.due_date))
    ) where open <> 0`);
  return toOpenItems(rows[0]);
}
