import type { Balance, BankStatement, BankTransaction } from "../../core/bank/model";
import type { bankStatements, bankTransactions } from "../db/schema";

export type StoredStatement = typeof bankStatements.$inferSelect;
export type StoredTransaction = typeof bankTransactions.$inferSelect;

function balance(amount: string | null, date: string | null, currency: string): Balance | null {
  return amount === null || date === null ? null : { amount, date, currency };
}

export function toModelTransaction(row: StoredTransaction): BankTransaction {
  return {
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    amount: row.amount,
    currency: row.currency,
    counterpartyName: row.counterpartyName,
    counterpartyAccount: row.counterpartyIban,
    counterpartyBic: row.counterpartyBic,
    ultimateParty: row.ultimateParty,
    description: row.description,
    endToEndId: row.endToEndId,
    mandateId: row.mandateId,
    creditorId: row.creditorId,
    creditorReference: row.creditorReference,
    customerReference: row.customerReference,
    bankReference: row.bankReference,
    batchReference: row.batchReference,
    bankTransactionCode: row.bankCode,
    transactionType: row.transactionType,
    charges: row.charges,
    reversal: row.reversal === 1,
    status: row.status,
  };
}

/** A saved statement back in the core model, so core/bank exports and checks run on it unchanged. */
export function toModelStatement(
  row: StoredStatement,
  transactions: readonly StoredTransaction[],
): BankStatement {
  return {
    fileName: row.fileName,
    format: row.format,
    statementId: row.statementRef,
    account: row.accountIban,
    currency: row.currency,
    number: row.statementNumber,
    sequence: row.statementSequence,
    openingBalance: balance(row.openingBalance, row.openingDate, row.currency),
    closingBalance: balance(row.closingBalance, row.closingDate, row.currency),
    closingAvailableBalance: balance(row.closingAvailableBalance, row.closingAvailableDate, row.currency),
    transactions: transactions.map(toModelTransaction),
    location: row.location,
  };
}
