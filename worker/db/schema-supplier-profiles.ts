import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./schema-users";

/**
 * What a user's corrections taught about one supplier's layout (issue 15): per user, supplier
 * (identified by VAT id, KvK or IBAN) and field, where the value was printed. Used first on the
 * next invoice of that supplier for that user only; listed and deleted in settings.
 */
export const supplierFieldHints = sqliteTable(
  "supplier_field_hints",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "vat:DE123456789", "kvk:12345678" or "iban:NL91ABNA0417164300". */
    supplierKey: text("supplier_key").notNull(),
    /** The supplier's name as shown when the hint was learned, for the settings list. */
    supplierName: text("supplier_name"),
    field: text("field").notNull(),
    labelText: text("label_text"),
    dx: real("dx").notNull(),
    dy: real("dy").notNull(),
    page: integer("page").notNull(),
    xFraction: real("x_fraction").notNull(),
    yFraction: real("y_fraction").notNull(),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("supplier_field_hints_user_supplier_field").on(table.userId, table.supplierKey, table.field),
    index("supplier_field_hints_user").on(table.userId),
  ],
);
