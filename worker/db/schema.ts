import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Accounts. Ids are CSPRNG text ids; timestamps are unix milliseconds. */
export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    name: text("name").notNull().default(""),
    picture: text("picture").notNull().default(""),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_sub_unique").on(table.googleSub),
  ],
);
