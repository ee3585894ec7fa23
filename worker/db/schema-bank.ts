import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { documents } from "./schema-invoices";
import { users } from "./schema-users";

export const BANK_STATEMENT_FORMATS = ["mt940", "camt.052", "camt.053", "camt.054", "csv"] as const;

/**
 * One saved statement (issue 5). The original file is a `documents` row of kind "bank_statement";
 * a file with several statements gives several rows with the same document_id, ordered by
 * file_position. Balances are kept as the bank's exact decimal text beside integer cents (rounded
 * half away from zero) for sums; a CAMT.054 has no balances, so those columns are nullable.
 */
export const bankStatements = sqliteTable(
  "bank_statements",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    format: text("format", { enum: BANK_STATEMENT_FORMATS }).notNull(),
    /** Index of the statement inside its file (0-based). */
    filePosition: integer("file_position").notNull(),
    /** MT940 :20: or CAMT Stmt/Id. */
    statementRef: text("statement_ref").notNull(),
    accountIban: text("account_iban").notNull(),
    currency: text("currency").notNull(),
    statementNumber: text("statement_number").notNull(),
    /** MT940 :28C: sequence (page) number, "" when absent. */
    statementSequence: text("statement_sequence").notNull(),
    openingDate: text("opening_date"),
    openingBalance: text("opening_balance"),
    openingBalanceCents: integer("opening_balance_cents"),
    closingDate: text("closing_date"),
    closingBalance: text("closing_balance"),
    closingBalanceCents: integer("closing_balance_cents"),
    closingAvailableDate: text("closing_available_date"),
    closingAvailableBalance: text("closing_available_balance"),
    /** First and last booking date of the transactions ("" when there are none). */
    firstBookingDate: text("first_booking_date").notNull(),
    lastBookingDate: text("last_booking_date").notNull(),
    moneyInCents: integer("money_in_cents").notNull(),
    moneyOutCents: integer("money_out_cents").notNull(),
    transactionCount: integer("transaction_count").notNull(),
    reconciled: integer("reconciled").notNull(),
    /** Closing minus (opening + transactions), exact; "" when the statement has no balances. */
    difference: text("difference").notNull(),
    /** Where the statement starts in the file ("line 12", "Stmt 2 (line 40)"). */
    location: text("location").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (table) => [
    index("bank_statements_user_account").on(table.userId, table.accountIban, table.statementNumber),
    index("bank_statements_user_created").on(table.userId, table.createdAt),
    index("bank_statements_document").on(table.documentId),
  ],
);

/** One transaction of a saved statement, in file order (position). Amounts signed: money out is negative. */
export const bankTransactions = sqliteTable(
  "bank_transactions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    statementId: text("statement_id")
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bookingDate: text("booking_date").notNull(),
    valueDate: text("value_date").notNull(),
    amount: text("amount").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    counterpartyName: text("counterparty_name").notNull(),
    counterpartyIban: text("counterparty_iban").notNull(),
    counterpartyBic: text("counterparty_bic").notNull(),
    ultimateParty: text("ultimate_party").notNull(),
    description: text("description").notNull(),
    endToEndId: text("end_to_end_id").notNull(),
    mandateId: text("mandate_id").notNull(),
    creditorId: text("creditor_id").notNull(),
    creditorReference: text("creditor_reference").notNull(),
    customerReference: text("customer_reference").notNull(),
    bankReference: text("bank_reference").notNull(),
    batchReference: text("batch_reference").notNull(),
    bankCode: text("bank_code").notNull(),
    transactionType: text("transaction_type").notNull(),
    charges: text("charges").notNull(),
    reversal: integer("reversal").notNull(),
    status: text("status").notNull(),
  },
  (table) => [
    index("bank_transactions_user_booking").on(table.userId, table.bookingDate),
    index("bank_transactions_statement_position").on(table.statementId, table.position),
  ],
);
