import { sql } from "drizzle-orm";
import type { ReviewQueue } from "../../core/dashboard/overview-types";
import type { Database } from "../db/client";

/**
 * The review highlights the fields whose verdict is "check" (core/invoice/extraction/field-verdict.ts).
 * Rows stored before verdicts count a field under this confidence, the highlight of that time.
 */
export const LOW_CONFIDENCE = 0.8;
const REFUSALS_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export async function countReviewQueue(db: Database, userId: string, now: number): Promise<ReviewQueue> {
  const [statusRows, refusalRows] = await Promise.all([
    db.all<{ needs_ocr: number | null; low: number | null }>(sql`
      select
        sum(case when status = 'needs_ocr' then 1 else 0 end) as needs_ocr,
        sum(case when status = 'extracted' and exists (
          select 1 from json_each(fields, '$.extraction.fields') as field
          where coalesce(
            json_extract(field.value, '$.verdict'),
            case when json_extract(field.value, '$.confidence') < ${LOW_CONFIDENCE} then 'check' end
          ) = 'check'
        ) then 1 else 0 end) as low
      from invoices
      where user_id = ${userId} and status in ('needs_ocr', 'extracted')`),
    db.all<{ count: number }>(sql`
      select count(*) as count from inbound_refusals
      where user_id = ${userId} and received_at >= ${now - REFUSALS_WINDOW_MS}`),
  ]);
  return {
    lowConfidence: Number(statusRows[0]?.low ?? 0),
    needsOcr: Number(statusRows[0]?.needs_ocr ?? 0),
    refusedEmails: Number(refusalRows[0]?.count ?? 0),
  };
}
