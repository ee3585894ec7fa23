import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Data cleansing quote requests from /data-cleansing-services (POST /api/leads). The fields are the
 * validated form (core/leads/quote-request.ts); nothing about the sender's connection is kept.
 * docs/decisions/072 covers retention.
 */
export const leads = sqliteTable(
  "leads",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    dataType: text("data_type").notNull(),
    recordCount: integer("record_count").notNull(),
    message: text("message").notNull().default(""),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("leads_created_at").on(table.createdAt)],
);
