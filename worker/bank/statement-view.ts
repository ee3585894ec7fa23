import type { StoredStatement } from "./stored-to-model";

/** What the list and the detail page show of a saved statement (no user id). */
export interface SavedStatementSummary {
  readonly id: string;
  readonly documentId: string;
  readonly fileName: string;
  readonly format: StoredStatement["format"];
  readonly filePosition: number;
  readonly statementRef: string;
  readonly accountIban: string;
  readonly currency: string;
  readonly statementNumber: string;
  readonly statementSequence: string;
  readonly openingDate: string | null;
  readonly openingBalance: string | null;
  readonly closingDate: string | null;
  readonly closingBalance: string | null;
  readonly firstBookingDate: string;
  readonly lastBookingDate: string;
  readonly moneyInCents: number;
  readonly moneyOutCents: number;
  readonly transactionCount: number;
  readonly reconciled: boolean;
  readonly difference: string;
  readonly savedAt: string;
}

export function toStatementSummary(row: StoredStatement): SavedStatementSummary {
  return {
    id: row.id,
    documentId: row.documentId,
    fileName: row.fileName,
    format: row.format,
    filePosition: row.filePosition,
    statementRef: row.statementRef,
    accountIban: row.accountIban,
    currency: row.currency,
    statementNumber: row.statementNumber,
    statementSequence: row.statementSequence,
    openingDate: row.openingDate,
    openingBalance: row.openingBalance,
    closingDate: row.closingDate,
    closingBalance: row.closingBalance,
    firstBookingDate: row.firstBookingDate,
    lastBookingDate: row.lastBookingDate,
    moneyInCents: row.moneyInCents,
    moneyOutCents: row.moneyOutCents,
    transactionCount: row.transactionCount,
    reconciled: row.reconciled === 1,
    difference: row.difference,
    savedAt: new Date(row.createdAt).toISOString(),
  };
}
