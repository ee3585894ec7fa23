import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bankTransactions } from "./schema-bank";
import { invoices } from "./schema-invoices";
import { issuedInvoices } from "./schema-issued-invoices";
// Lazy `references(() => …)` callbacks make these imports safe although schema.ts re-exports this file.
import { users } from "./schema-users";

export const MATCH_ACTIONS = ["automatic", "accept", "manual", "reject"] as const;
export type MatchAction = (typeof MATCH_ACTIONS)[number];

/**
 * Every decision about a bank transaction (issue 19): booked automatically, a suggestion accepted,
 * matched by hand, or a suggestion rejected. Undo sets `undone_at` (and deletes the decision's
 * allocations), so the history stays. At most one live booking per transaction: the partial unique
 * index makes a second, concurrent booking fail its whole batch.
 */
export const matchDecisions = sqliteTable(
  "match_decisions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => bankTransactions.id, { onDelete: "cascade" }),
    action: text("action", { enum: MATCH_ACTIONS }).notNull(),
    /** Sorted invoice ids joined by "|" (core/reconcile invoiceSetKey): what a rejection refuses. */
    invoiceSet: text("invoice_set").notNull(),
    /** English, as shown before reasons had codes; rows from then have only this. */
    reason: text("reason").notNull().default(""),
    /** The reason as codes with values (core/reconcile/reason-parts, JSON), worded in the page's language. */
    reasonParts: text("reason_parts"),
    createdAt: integer("created_at").notNull(),
    undoneAt: integer("undone_at"),
  },
  (table) => [
    index("match_decisions_user_transaction").on(table.userId, table.transactionId),
    uniqueIndex("match_decisions_one_live_booking")
      .on(table.transactionId)
      .where(sql`undone_at is null and action <> 'reject'`),
  ],
);

/**
 * Money of a transaction assigned to one invoice, in the invoice's sign (a credit note negative; a
 * storno the opposite of the payment it reverses). Exactly one of the two invoice columns is set.
 * The derived payment status of an invoice is its total against the sum of these rows.
 */
export const paymentAllocations = sqliteTable(
  "payment_allocations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    decisionId: text("decision_id")
      .notNull()
      .references(() => matchDecisions.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id")
      .notNull()
      .references(() => bankTransactions.id, { onDelete: "cascade" }),
    issuedInvoiceId: text("issued_invoice_id").references(() => issuedInvoices.id, { onDelete: "cascade" }),
    receivedInvoiceId: text("received_invoice_id").references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** A shortfall within the user's tolerance that settles the invoice (bank charges). */
    writeOffCents: integer("write_off_cents").notNull().default(0),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [
    index("payment_allocations_issued").on(table.issuedInvoiceId),
    index("payment_allocations_received").on(table.receivedInvoiceId),
    index("payment_allocations_decision").on(table.decisionId),
    index("payment_allocations_user_transaction").on(table.userId, table.transactionId),
  ],
);

/** The latest suggestions for a transaction that is not booked, replaced by every matching run. */
export const matchSuggestions = sqliteTable(
  "match_suggestions",
  {
    transactionId: text("transaction_id")
      .primaryKey()
      .references(() => bankTransactions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** JSON: MatchProposal[] (core/reconcile/match-types.ts), best first, at most five. */
    proposals: text("proposals").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("match_suggestions_user").on(table.userId)],
);

export const REFERENCE_KINDS = ["rf", "betalingskenmerk", "none"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/** Matching settings of a user: the cents a payment may fall short, the reference put on new invoices. */
export const reconcileSettings = sqliteTable("reconcile_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  toleranceCents: integer("tolerance_cents").notNull().default(0),
  referenceKind: text("reference_kind", { enum: REFERENCE_KINDS }).notNull().default("rf"),
  updatedAt: integer("updated_at").notNull(),
});
