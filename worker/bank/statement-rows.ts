import { checkStatement } from "../../core/bank/checks";
import type { BankStatement, BankTransaction, ParsedFile } from "../../core/bank/model";
import type { bankStatements, bankTransactions } from "../db/schema";
import { amountToCents } from "./amount-cents";

export type StatementRow = typeof bankStatements.$inferSelect;
export type TransactionRow = typeof bankTransactions.$inferSelect;

export interface FileRows {
  readonly statements: StatementRow[];
  readonly transactions: TransactionRow[];
}

export interface RowContext {
  readonly userId: string;
  readonly documentId: string;
  readonly fileName: string;
  readonly createdAt: number;
  readonly newId: () => string;
}

function statementRow(
  statement: BankStatement,
  filePosition: number,
  id: string,
  context: RowContext,
): StatementRow {
  const check = checkStatement(statement);
  const opening = statement.openingBalance;
  const closing = statement.closingBalance;
  const available = statement.closingAvailableBalance;
  let first = "";
  let last = "";
  for (const t of statement.transactions) {
    if (t.bookingDate && (first === "" || t.bookingDate < first)) first = t.bookingDate;
    if (t.bookingDate > last) last = t.bookingDate;
  }
  return {
    id,
    userId: context.userId,
    documentId: context.documentId,
    fileName: context.fileName,
    format: statement.format,
    filePosition,
    statementRef: statement.statementId,
    accountIban: statement.account,
    currency: statement.currency,
    statementNumber: statement.number,
    statementSequence: statement.sequence,
    openingDate: opening?.date ?? null,
    openingBalance: opening?.amount ?? null,
    openingBalanceCents: opening ? amountToCents(opening.amount) : null,
    closingDate: closing?.date ?? null,
    closingBalance: closing?.amount ?? null,
    closingBalanceCents: closing ? amountToCents(closing.amount) : null,
    closingAvailableDate: available?.date ?? null,
    closingAvailableBalance: available?.amount ?? null,
    firstBookingDate: first,
    lastBookingDate: last,
    moneyInCents: amountToCents(check.moneyIn),
    moneyOutCents: amountToCents(check.moneyOut),
    transactionCount: statement.transactions.length,
    reconciled: check.reconciled ? 1 : 0,
    difference: check.difference ?? "",
    location: statement.location,
    createdAt: context.createdAt,
  };
}

function transactionRow(
  t: BankTransaction,
  position: number,
  statementId: string,
  context: RowContext,
): TransactionRow {
  return {
    id: context.newId(),
    userId: context.userId,
    statementId,
    position,
    bookingDate: t.bookingDate,
    valueDate: t.valueDate,
    amount: t.amount,
    amountCents: amountToCents(t.amount),
    currency: t.currency,
    counterpartyName: t.counterpartyName,
    counterpartyIban: t.counterpartyAccount,
    counterpartyBic: t.counterpartyBic,
    ultimateParty: t.ultimateParty,
    description: t.description,
    endToEndId: t.endToEndId,
    mandateId: t.mandateId,
    creditorId: t.creditorId,
    creditorReference: t.creditorReference,
    customerReference: t.customerReference,
    bankReference: t.bankReference,
    batchReference: t.batchReference,
    bankCode: t.bankTransactionCode,
    transactionType: t.transactionType,
    charges: t.charges,
    reversal: t.reversal ? 1 : 0,
    status: t.status,
  };
}

/** The D1 rows of a parsed file: one per statement, one per transaction in file order. */
export function toFileRows(file: ParsedFile, context: RowContext): FileRows {
  const statements: StatementRow[] = [];
  const transactions: TransactionRow[] = [];
  file.statements.forEach((statement, filePosition) => {
    const id = context.newId();
    statements.push(statementRow(statement, filePosition, id, context));
    statement.transactions.forEach((t, position) => {
      transactions.push(transactionRow(t, position, id, context));
    });
  });
  return { statements, transactions };
}
