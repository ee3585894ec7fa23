import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { bankStatements, bankTransactions, documents } from "../db/schema";
import type { StoredStatement, StoredTransaction } from "./stored-to-model";

/** The user's saved statements, by account, then period, then file order. */
export function listSavedStatements(db: Database, userId: string): Promise<StoredStatement[]> {
  return db
    .select()
    .from(bankStatements)
    .where(eq(bankStatements.userId, userId))
    .orderBy(
      asc(bankStatements.accountIban),
      asc(bankStatements.currency),
      desc(bankStatements.closingDate),
      desc(bankStatements.lastBookingDate),
      asc(bankStatements.filePosition),
    );
}

/** One statement of the user, or null for anyone else's id (the route answers 404, never 403). */
export async function findOwnedStatement(
  db: Database,
  userId: string,
  id: string,
): Promise<StoredStatement | null> {
  const row = await db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), eq(bankStatements.id, id)))
    .get();
  return row ?? null;
}

/** The statements of one saved file of the user, in file order (empty for anyone else's file). */
export function findOwnedFileStatements(
  db: Database,
  userId: string,
  documentId: string,
): Promise<StoredStatement[]> {
  return db
    .select()
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), eq(bankStatements.documentId, documentId)))
    .orderBy(asc(bankStatements.filePosition));
}

export type StoredDocument = typeof documents.$inferSelect;

export async function findOwnedBankDocument(
  db: Database,
  userId: string,
  documentId: string,
): Promise<StoredDocument | null> {
  const row = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.userId, userId), eq(documents.id, documentId), eq(documents.kind, "bank_statement")),
    )
    .get();
  return row ?? null;
}

/** A page of a statement's transactions in file order. */
export function readTransactions(
  db: Database,
  userId: string,
  statementId: string,
  page: { readonly offset: number; readonly limit: number },
): Promise<StoredTransaction[]> {
  return db
    .select()
    .from(bankTransactions)
    .where(and(eq(bankTransactions.userId, userId), eq(bankTransactions.statementId, statementId)))
    .orderBy(asc(bankTransactions.position))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every transaction of a statement, read page by page so no single result grows without bound. */
export async function readAllTransactions(
  db: Database,
  userId: string,
  statementId: string,
): Promise<StoredTransaction[]> {
  const all: StoredTransaction[] = [];
  const limit = 5000;
  for (let offset = 0; ; offset += limit) {
    const page = await readTransactions(db, userId, statementId, { offset, limit });
    all.push(...page);
    if (page.length < limit) return all;
  }
}
