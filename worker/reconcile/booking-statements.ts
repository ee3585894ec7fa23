import type { BatchItem } from "drizzle-orm/batch";
import { invoiceSetKey } from "../../core/reconcile/match-transactions";
import type { Allocation, InvoiceSide } from "../../core/reconcile/match-types";
import type { ReasonPart } from "../../core/reconcile/reason-parts";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { type MatchAction, matchDecisions, paymentAllocations } from "../db/schema";

export interface Booking {
  readonly transactionId: string;
  readonly action: MatchAction;
  readonly allocations: readonly Allocation[];
  readonly reason: string;
  /** The reason as codes; null for a proposal saved before reasons had codes. */
  readonly reasonParts: readonly ReasonPart[] | null;
}

/**
 * The statements that record one decision and its allocations. They must run in one batch (a D1
 * batch is a transaction): a second live booking of the same transaction breaks the partial unique
 * index and the whole batch, allocations included, is refused.
 */
export function bookingStatements(
  db: Database,
  userId: string,
  booking: Booking,
  sideOf: (invoiceId: string) => InvoiceSide | undefined,
  now: number,
): { decisionId: string; statements: BatchItem<"sqlite">[] } {
  const decisionId = newId();
  const statements: BatchItem<"sqlite">[] = [
    db.insert(matchDecisions).values({
      id: decisionId,
      userId,
      transactionId: booking.transactionId,
      action: booking.action,
      invoiceSet: invoiceSetKey(booking.allocations),
      reason: booking.reason.slice(0, 500),
      reasonParts: booking.reasonParts ? JSON.stringify(booking.reasonParts) : null,
      createdAt: now,
    }),
  ];
  if (booking.action !== "reject") {
    for (const allocation of booking.allocations) {
      const side = sideOf(allocation.invoiceId);
      statements.push(
        db.insert(paymentAllocations).values({
          id: newId(),
          userId,
          decisionId,
          transactionId: booking.transactionId,
          issuedInvoiceId: side === "issued" ? allocation.invoiceId : null,
          receivedInvoiceId: side === "received" ? allocation.invoiceId : null,
          amountCents: allocation.amountCents,
          writeOffCents: allocation.writeOffCents,
          createdAt: now,
        }),
      );
    }
  }
  return { decisionId, statements };
}
