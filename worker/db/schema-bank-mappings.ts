import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./schema-users";

/**
 * How a user corrected the columns of a bank CSV layout we could not read by ourselves (issue 30),
 * keyed by the layout's header signature (core/bank/csv/mapping-memory.ts): the next export of that
 * layout is read the same way. Only header words and roles are kept, never a row of the file.
 */
export const bankCsvMappings = sqliteTable(
  "bank_csv_mappings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    signature: text("signature").notNull(),
    /** The CsvMapping as JSON, validated by csvMappingSchema on the way in and out. */
    mapping: text("mapping").notNull(),
    /** Milliseconds since the epoch, like every other table. */
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.signature] })],
);
