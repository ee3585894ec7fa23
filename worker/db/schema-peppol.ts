import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { issuedInvoices } from "./schema-issued-invoices";
import { users } from "./schema-users";

/**
 * The user's own Peppol participant id, registered through the access point provider (issue 31).
 * A participant id ("0106:12345678") belongs to one user at most: received documents are routed by it.
 */
export const PEPPOL_REGISTRATION_STATUSES = ["pending", "active", "failed"] as const;
export type PeppolRegistrationStatus = (typeof PEPPOL_REGISTRATION_STATUSES)[number];

export const peppolRegistrations = sqliteTable(
  "peppol_registrations",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "scheme:identifier", lower-case scheme digits as Peppol writes them, e.g. "0106:12345678". */
    participantId: text("participant_id").notNull(),
    status: text("status", { enum: PEPPOL_REGISTRATION_STATUSES }).notNull(),
    /** The provider's own reference for the registration, when it gives one. */
    providerRef: text("provider_ref"),
    /** The provider's reason when the registration failed. */
    error: text("error"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("peppol_registrations_participant").on(table.participantId),
    index("peppol_registrations_user").on(table.userId),
  ],
);

/** One issued invoice sent over Peppol, and what the network said about it. */
export const PEPPOL_TRANSMISSION_STATUSES = ["sent", "delivered", "rejected", "failed"] as const;
export type PeppolTransmissionStatus = (typeof PEPPOL_TRANSMISSION_STATUSES)[number];

export const peppolTransmissions = sqliteTable(
  "peppol_transmissions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuedInvoiceId: text("issued_invoice_id")
      .notNull()
      .references(() => issuedInvoices.id, { onDelete: "cascade" }),
    receiverParticipantId: text("receiver_participant_id").notNull(),
    /** The provider's id of the transmission: asked for its status. */
    providerTransmissionId: text("provider_transmission_id"),
    status: text("status", { enum: PEPPOL_TRANSMISSION_STATUSES }).notNull(),
    /** The receiver's (or provider's) reason for a rejection or failure, in its own words. */
    reason: text("reason"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    index("peppol_transmissions_user_invoice").on(table.userId, table.issuedInvoiceId),
    uniqueIndex("peppol_transmissions_provider_id").on(table.providerTransmissionId),
  ],
);

/**
 * A document the access point delivered to one of our users' participant ids. The provider's document
 * id is unique: a second delivery of the same document is acknowledged and stored once.
 */
export const peppolReceived = sqliteTable(
  "peppol_received",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerDocumentId: text("provider_document_id").notNull(),
    senderParticipantId: text("sender_participant_id").notNull(),
    receiverParticipantId: text("receiver_participant_id").notNull(),
    /** The inbox invoice made from it (null while it could not be read). */
    invoiceId: text("invoice_id"),
    receivedAt: integer("received_at").notNull(),
  },
  (table) => [
    uniqueIndex("peppol_received_provider_document").on(table.providerDocumentId),
    index("peppol_received_user").on(table.userId, table.receivedAt),
  ],
);
