import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  bankCsvMappings,
  bankStatements,
  bankTransactions,
  billingAccounts,
  billingInvoices,
  billingPayments,
  documents,
  emailThrottle,
  emailTokens,
  inboundAddresses,
  inboundRefusals,
  invoices,
  issuedInvoices,
  issuedInvoiceVat,
  leads,
  matchDecisions,
  matchSuggestions,
  paymentAllocations,
  peppolReceived,
  peppolRegistrations,
  peppolTransmissions,
  reconcileSettings,
  supplierFieldHints,
  usageCounters,
  userCompanyDetails,
  userFeedback,
} from "../db/schema";

export interface UserDataTable {
  table: SQLiteTable;
  /** The column that names the owner. */
  column: SQLiteColumn;
  /** Whether that column holds the user's id or their e-mail address. */
  key: "id" | "email";
}

/**
 * Every table that holds rows of a user, other than `users` itself (deleted last). A feature that
 * adds a table with a user_id (or e-mail) column registers it here with one line; the test
 * tests/worker/account-delete.test.ts fails for any such table that is missing.
 * user_company_details comes first (SPEC §7: the details row goes before the user).
 */
export const USER_DATA_TABLES: readonly UserDataTable[] = [
  { table: userCompanyDetails, column: userCompanyDetails.userId, key: "id" },
  { table: userFeedback, column: userFeedback.userId, key: "id" },
  // Matching rows point at invoices and transactions, so they go first.
  { table: paymentAllocations, column: paymentAllocations.userId, key: "id" },
  { table: matchDecisions, column: matchDecisions.userId, key: "id" },
  { table: matchSuggestions, column: matchSuggestions.userId, key: "id" },
  { table: reconcileSettings, column: reconcileSettings.userId, key: "id" },
  { table: supplierFieldHints, column: supplierFieldHints.userId, key: "id" },
  { table: invoices, column: invoices.userId, key: "id" },
  // Peppol sends point at issued invoices; the registration is given back first (peppol/release-on-delete.ts).
  { table: peppolTransmissions, column: peppolTransmissions.userId, key: "id" },
  { table: peppolRegistrations, column: peppolRegistrations.userId, key: "id" },
  { table: peppolReceived, column: peppolReceived.userId, key: "id" },
  { table: issuedInvoiceVat, column: issuedInvoiceVat.userId, key: "id" },
  { table: issuedInvoices, column: issuedInvoices.userId, key: "id" },
  // Transactions before their statements, statements before the documents they point to.
  { table: bankTransactions, column: bankTransactions.userId, key: "id" },
  { table: bankStatements, column: bankStatements.userId, key: "id" },
  { table: bankCsvMappings, column: bankCsvMappings.userId, key: "id" },
  { table: documents, column: documents.userId, key: "id" },
  // Billing: our invoices, the payments behind them, the subscription, the month counters. The
  // Mollie subscription is cancelled first (worker/billing/cancel-on-delete.ts) so nothing renews.
  { table: billingInvoices, column: billingInvoices.userId, key: "id" },
  { table: billingPayments, column: billingPayments.userId, key: "id" },
  { table: billingAccounts, column: billingAccounts.userId, key: "id" },
  { table: usageCounters, column: usageCounters.userId, key: "id" },
  { table: emailTokens, column: emailTokens.userId, key: "id" },
  { table: inboundAddresses, column: inboundAddresses.userId, key: "id" },
  { table: inboundRefusals, column: inboundRefusals.userId, key: "id" },
  { table: emailThrottle, column: emailThrottle.email, key: "email" },
  // Quote requests are not tied to an account, but one sent from the same address goes with it (erasure).
  { table: leads, column: leads.email, key: "email" },
];

/** KV key prefixes that carry the user's id or address (rate-limit windows and failure counters). */
export function userKvPrefixes(user: { id: string; email: string }): string[] {
  return [
    `rl:login-account:${user.email}`,
    `rl:login-account-ip:${user.email}|`,
    `rl:login-device:${user.email}|`,
    `known-device:${user.email}|`,
    `rl:feedback:${user.id}:`,
    `rl:peppol-lookup:${user.id}:`,
    `rl:account-password:${user.id}`,
    `rl:inbound-email:${user.id}:`,
    `rl:inbound-address:${user.id}:`,
  ];
}
