import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { issuedInvoices } from "../db/schema";
import { ApiError } from "../http-error";
import type { IssuedInvoiceRow } from "./records";

/**
 * Issued → sent → paid. Sending again only corrects the date; a paid invoice stays paid (a
 * refund is a credit note). Drafts have no number yet and can be neither.
 */
export async function markInvoice(
  db: Database,
  row: IssuedInvoiceRow,
  mark: "sent" | "paid",
  date: string,
  now: number,
): Promise<IssuedInvoiceRow> {
  if (row.status === "draft")
    throw new ApiError(409, "not_issued", "Issue the invoice before marking it as sent or paid.");
  if (mark === "sent" && row.status === "paid")
    throw new ApiError(409, "already_paid", "This invoice has already been paid.");
  const from = mark === "sent" ? (["issued", "sent"] as const) : (["issued", "sent", "paid"] as const);
  const values =
    mark === "sent"
      ? { status: "sent" as const, sentAt: date, updatedAt: now }
      : { status: "paid" as const, paidAt: date, updatedAt: now };
  const updated = await db
    .update(issuedInvoices)
    .set(values)
    .where(
      and(
        eq(issuedInvoices.id, row.id),
        eq(issuedInvoices.userId, row.userId),
        inArray(issuedInvoices.status, [...from]),
      ),
    )
    .returning()
    .get();
  if (!updated) throw new ApiError(409, "status_changed", "The invoice changed meanwhile. Please reload.");
  return updated;
}
