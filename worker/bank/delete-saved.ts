import { and, count, eq, inArray } from "drizzle-orm";
import { bankStatements, bankTransactions, documents } from "../db/schema";
import type { BankStorage } from "./save-statement-file";
import { findOwnedBankDocument, type StoredDocument } from "./saved-statements";

/** Deletes a whole saved file: its transactions, statements and document rows (one batch), then the R2 object. */
export async function deleteSavedFile(
  storage: BankStorage,
  userId: string,
  document: StoredDocument,
): Promise<void> {
  const { db } = storage;
  const statementIds = db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), eq(bankStatements.documentId, document.id)));
  await db.batch([
    db
      .delete(bankTransactions)
      .where(and(eq(bankTransactions.userId, userId), inArray(bankTransactions.statementId, statementIds))),
    db
      .delete(bankStatements)
      .where(and(eq(bankStatements.userId, userId), eq(bankStatements.documentId, document.id))),
    db.delete(documents).where(and(eq(documents.userId, userId), eq(documents.id, document.id))),
  ]);
  await storage.files.delete(document.r2Key);
}

/**
 * Deletes one saved statement and its transactions; when it was the last statement of its file, the
 * file goes too (document row and R2 object), so nothing is left that the user cannot see.
 */
export async function deleteSavedStatement(
  storage: BankStorage,
  userId: string,
  statement: { readonly id: string; readonly documentId: string },
): Promise<void> {
  const { db } = storage;
  await db.batch([
    db
      .delete(bankTransactions)
      .where(and(eq(bankTransactions.userId, userId), eq(bankTransactions.statementId, statement.id))),
    db
      .delete(bankStatements)
      .where(and(eq(bankStatements.userId, userId), eq(bankStatements.id, statement.id))),
  ]);
  const left = await db
    .select({ count: count() })
    .from(bankStatements)
    .where(and(eq(bankStatements.userId, userId), eq(bankStatements.documentId, statement.documentId)))
    .get();
  if ((left?.count ?? 0) > 0) return;
  const document = await findOwnedBankDocument(db, userId, statement.documentId);
  if (document) await deleteSavedFile(storage, userId, document);
}
