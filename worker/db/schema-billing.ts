import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema-users";

/**
 * What each user used of each plan limit in one month (docs/decisions/170). Counted with one atomic
 * upsert that refuses to pass the limit, so concurrent requests never overshoot.
 */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM in Europe/Amsterdam. */
    month: text("month").notNull(),
    /** A QuotaMetric of core/plans/plans.ts. */
    metric: text("metric").notNull(),
    used: integer("used").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.metric] })],
);

/**
 * A user's subscription as the server knows it from Mollie (docs/decisions/171). No row, or a
 * period_end in the past, means the Free plan.
 */
export const billingAccounts = sqliteTable("billing_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mollieCustomerId: text("mollie_customer_id").notNull(),
  planId: text("plan_id"),
  interval: text("interval", { enum: ["month", "year"] }),
  periodStart: integer("period_start"),
  periodEnd: integer("period_end"),
  mollieMandateId: text("mollie_mandate_id"),
  mollieSubscriptionId: text("mollie_subscription_id"),
  /** Set when the user cancelled: no renewals, the plan runs until period_end. */
  canceledAt: integer("canceled_at"),
  /** The VAT treatment and amounts charged on renewal, fixed when the subscription starts. */
  vatCategory: text("vat_category"),
  vatPercent: integer("vat_percent"),
  netCents: integer("net_cents"),
  totalCents: integer("total_cents"),
  createdAt: integer("created_at").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

/** Mollie payments of a user: the first (checkout) and every renewal, with Mollie's real status. */
export const billingPayments = sqliteTable(
  "billing_payments",
  {
    /** Mollie's payment id (tr_…). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sequenceType: text("sequence_type", { enum: ["first", "recurring"] }).notNull(),
    planId: text("plan_id").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    status: text("status").notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    vatCategory: text("vat_category").notNull(),
    vatPercent: integer("vat_percent").notNull(),
    method: text("method"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    paidAt: integer("paid_at"),
    /** Set once, by the one request that applied the paid payment to the plan (idempotency). */
    appliedAt: integer("applied_at"),
    claimToken: text("claim_token"),
    periodStart: integer("period_start"),
    periodEnd: integer("period_end"),
  },
  (table) => [index("billing_payments_user").on(table.userId, table.createdAt)],
);

/** Our own invoices to a customer, one per paid period, numbered in our seller series. */
export const billingInvoices = sqliteTable(
  "billing_invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    paymentId: text("payment_id").notNull(),
    year: integer("year").notNull(),
    seq: integer("seq").notNull(),
    number: text("number").notNull(),
    issueDate: text("issue_date").notNull(),
    planId: text("plan_id").notNull(),
    interval: text("interval", { enum: ["month", "year"] }).notNull(),
    periodStart: integer("period_start").notNull(),
    periodEnd: integer("period_end").notNull(),
    netCents: integer("net_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    vatCategory: text("vat_category").notNull(),
    vatPercent: integer("vat_percent").notNull(),
    /** R2 key of the PDF once written. */
    fileKey: text("file_key"),
    emailedAt: integer("emailed_at"),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [
    uniqueIndex("billing_invoices_payment").on(table.paymentId),
    uniqueIndex("billing_invoices_number").on(table.number),
    index("billing_invoices_user").on(table.userId, table.createdAt),
  ],
);

/**
 * The last number used per year in our own seller series. Not user data: it outlives deleted
 * accounts so that a number is never given twice.
 */
export const billingInvoiceSeries = sqliteTable("billing_invoice_series", {
  year: integer("year").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});
