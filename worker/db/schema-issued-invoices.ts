import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { documents } from "./schema-invoices";
// Lazy `references(() => …)` callbacks make this import safe although schema.ts re-exports this file.
import { users } from "./schema-users";

export const ISSUED_INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type IssuedInvoiceKind = (typeof ISSUED_INVOICE_KINDS)[number];

export const ISSUED_INVOICE_STATUSES = ["draft", "issued", "sent", "paid"] as const;
export type IssuedInvoiceStatus = (typeof ISSUED_INVOICE_STATUSES)[number];

/**
 * Invoices and credit notes the user writes in the generator (issue 8). `document` is the JSON of
 * the core invoice model (core/invoice/model.ts); from issue on it also holds the supplier snapshot
 * taken from the company details, and it never changes again. The other columns are copies for
 * lists, filters and the dashboard's sums. Money in integer cents; credit notes are stored with
 * negative amounts so a plain SUM nets them out.
 */
export const issuedInvoices = sqliteTable(
  "issued_invoices",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ISSUED_INVOICE_KINDS }).notNull(),
    status: text("status", { enum: ISSUED_INVOICE_STATUSES }).notNull(),
    /** Prefix + sequence; null while draft. */
    number: text("number"),
    /** The counter value the number was allocated from; null while draft. */
    sequence: integer("sequence"),
    /** Credit notes: the issued invoice they correct (BT-25). */
    correctsInvoiceId: text("corrects_invoice_id").references((): AnySQLiteColumn => issuedInvoices.id, {
      onDelete: "set null",
    }),
    customerName: text("customer_name").notNull().default(""),
    customerVatId: text("customer_vat_id").notNull().default(""),
    /** YYYY-MM-DD. */
    issueDate: text("issue_date").notNull(),
    /** YYYY-MM-DD, or "" when nothing is due. */
    dueDate: text("due_date").notNull().default(""),
    currency: text("currency").notNull(),
    totalExclCents: integer("total_excl_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
    totalInclCents: integer("total_incl_cents").notNull(),
    document: text("document").notNull(),
    /** Which CIUS the UBL declares (core/invoice/model.ts EInvoiceProfile). */
    einvoiceProfile: text("einvoice_profile", { enum: ["nlcius", "peppol"] })
      .notNull()
      .default("nlcius"),
    pdfDocumentId: text("pdf_document_id").references(() => documents.id, { onDelete: "set null" }),
    ublDocumentId: text("ubl_document_id").references(() => documents.id, { onDelete: "set null" }),
    /** The structured reference (RF or betalingskenmerk, compact) printed on the invoice; "" for none (issue 19). */
    paymentReference: text("payment_reference").notNull().default(""),
    /** YYYY-MM-DD the user sent it; null until marked sent. */
    sentAt: text("sent_at"),
    /** YYYY-MM-DD it was paid; null until marked paid. */
    paidAt: text("paid_at"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    // Backstop for the atomic allocation: two invoices of one user can never share a number.
    uniqueIndex("issued_invoices_user_number").on(table.userId, table.number),
    index("issued_invoices_user_created").on(table.userId, table.createdAt),
    index("issued_invoices_user_issue_date").on(table.userId, table.issueDate),
    index("issued_invoices_user_status").on(table.userId, table.status),
  ],
);

/**
 * The VAT breakdown of an issued (non-draft) invoice: one row per category + rate, written in the
 * same batch that issues it. Rates in basis points (2100 = 21 %) so sums and filters stay integer.
 */
export const issuedInvoiceVat = sqliteTable(
  "issued_invoice_vat",
  {
    id: text("id").primaryKey(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => issuedInvoices.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** EN 16931 VAT category code: S, Z, E, AE, K, G or O. */
    category: text("category", { enum: ["S", "Z", "E", "AE", "K", "G", "O"] }).notNull(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    taxableCents: integer("taxable_cents").notNull(),
    vatCents: integer("vat_cents").notNull(),
  },
  (table) => [
    uniqueIndex("issued_invoice_vat_invoice_category_rate").on(
      table.invoiceId,
      table.category,
      table.rateBasisPoints,
    ),
    index("issued_invoice_vat_user").on(table.userId),
  ],
);
