import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
    /** Sessions created before this instant are void (revocation that does not wait for KV). */
    sessionsValidFrom: integer("sessions_valid_from").notNull().default(0),
    /** Interface and e-mail language ("en" | "nl"); null until the user chooses or registers (ADR 180). */
    language: text("language"),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_google_sub_unique").on(table.googleSub),
  ],
);

/**
 * Single-use e-mail tokens (verification, password reset). Only the SHA-256 of the token is stored;
 * each is bound to one user and the address it was sent to.
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    email: text("email").notNull(),
    expiresAt: integer("expires_at").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [index("email_tokens_user_purpose").on(table.userId, table.purpose)],
);

/**
 * When the last e-mail of a kind went to an address (SPEC §9: one per 60 s). Kept in D1 rather than
 * KV because the check-and-set must be one atomic statement. Keyed by address, not user, so unknown
 * addresses are throttled exactly like known ones.
 */
export const emailThrottle = sqliteTable(
  "email_throttle",
  {
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["verify", "reset"] }).notNull(),
    lastSentAt: integer("last_sent_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.purpose] })],
);
