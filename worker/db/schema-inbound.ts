import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema-users";

/**
 * Personal inbound addresses `inbox+<token>@<INBOUND_EMAIL_DOMAIN>` (issue 7). The token is kept as
 * such, not hashed: its owner must be able to read the address again in settings, and it only lets
 * a sender submit invoices, never read anything (docs/decisions/084). Regenerating sets retired_at
 * on the old row; a user has at most one row without it.
 */
export const inboundAddresses = sqliteTable(
  "inbound_addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: integer("created_at").notNull(),
    retiredAt: integer("retired_at"),
  },
  (table) => [
    uniqueIndex("inbound_addresses_token").on(table.token),
    index("inbound_addresses_user").on(table.userId, table.retiredAt),
  ],
);

/** Messages to a user's address that were refused (the newest 50 per user are kept). */
export const inboundRefusals = sqliteTable(
  "inbound_refusals",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stable code (no_usable_attachment, message_too_large, attachment_too_large, unreadable_message). */
    reason: text("reason").notNull(),
    /** The sentence the user reads; also the SMTP reject reason. */
    message: text("message").notNull(),
    sender: text("sender").notNull(),
    subject: text("subject").notNull(),
    receivedAt: integer("received_at").notNull(),
  },
  (table) => [index("inbound_refusals_user_received").on(table.userId, table.receivedAt)],
);
