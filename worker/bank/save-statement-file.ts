import { encodeHexLowerCase } from "@oslojs/encoding";
import { getTableColumns } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { describeWarningIn } from "../../core/bank/bank-text";
import type { ParsedFile } from "../../core/bank/model";
import type { Language } from "../../core/i18n/language";
import type { Database } from "../db/client";
import { newId } from "../db/new-id";
import { bankStatements, bankTransactions, documents } from "../db/schema";
import { cleanFileName } from "../storage/file-name";
import { chunkRows, rowsPerInsert } from "./chunk-inserts";
import { listCsvMappings } from "./csv-mapping-store";
import { findEarlierSave } from "./find-earlier-save";
import { bankStatementKey } from "./r2-keys";
import { readBankUpload } from "./read-bank-upload";
import { toFileRows } from "./statement-rows";
import { type SavedStatementSummary, toStatementSummary } from "./statement-view";
import type { SaveProblem } from "./upload-limits";

export interface BankStorage {
  readonly db: Database;
  readonly files: R2Bucket;
}

export interface SavedFile {
  readonly documentId: string;
  readonly fileName: string;
  readonly format: ParsedFile["format"];
  readonly statements: SavedStatementSummary[];
  /** What the parser read differently from the standard or skipped ("statement 1, line 7: …"), in the request's language. */
  readonly warnings: string[];
}

export type SaveResult = { ok: true; value: SavedFile } | { ok: false; error: SaveProblem };

const STATEMENT_COLUMNS = Object.keys(getTableColumns(bankStatements)).length;
const TRANSACTION_COLUMNS = Object.keys(getTableColumns(bankTransactions)).length;

const CONTENT_TYPES: Readonly<Record<ParsedFile["format"], string>> = {
  mt940: "text/plain",
  "camt.052": "application/xml",
  "camt.053": "application/xml",
  "camt.054": "application/xml",
  csv: "text/csv",
};

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

/**
 * Saves one original bank file: re-parse it here, refuse a repeat, put the original in R2, then the
 * document, statement and transaction rows in ONE D1 batch (a transaction), chunked to D1's 100 bound
 * parameters per statement. A failed batch leaves no rows and the R2 object is removed again.
 */
export async function saveStatementFile(
  storage: BankStorage,
  userId: string,
  file: { readonly fileName: string; readonly bytes: Uint8Array },
  now = Date.now(),
  language: Language = "en",
): Promise<SaveResult> {
  const fileName = cleanFileName(file.fileName, "bank-statement");
  const remembered = await listCsvMappings(storage.db, userId);
  const read = readBankUpload(fileName, file.bytes, language, remembered);
  if (!read.ok) return read;
  const sha256 = await sha256Hex(file.bytes);
  const earlier = await findEarlierSave(storage.db, userId, sha256, read.value.statements, language);
  if (earlier) return { ok: false, error: { status: 409, code: "already_saved", message: earlier.message } };

  const documentId = newId();
  const key = bankStatementKey(userId, documentId);
  const contentType = CONTENT_TYPES[read.value.format];
  const rows = toFileRows(read.value, { userId, documentId, fileName, createdAt: now, newId });
  const document = {
    id: documentId,
    userId,
    kind: "bank_statement" as const,
    r2Key: key,
    fileName,
    contentType,
    size: file.bytes.byteLength,
    sha256,
    createdAt: now,
  };
  const inserts: BatchItem<"sqlite">[] = [
    ...chunkRows(rows.statements, rowsPerInsert(STATEMENT_COLUMNS)).map((part) =>
      storage.db.insert(bankStatements).values(part),
    ),
    ...chunkRows(rows.transactions, rowsPerInsert(TRANSACTION_COLUMNS)).map((part) =>
      storage.db.insert(bankTransactions).values(part),
    ),
  ];
  await storage.files.put(key, file.bytes, {
    httpMetadata: { contentType },
    customMetadata: { userId, documentId },
  });
  try {
    await storage.db.batch([storage.db.insert(documents).values(document), ...inserts]);
  } catch (error) {
    // No rows, no object: an orphaned original would be invisible to its owner.
    await storage.files.delete(key);
    throw error;
  }
  return {
    ok: true,
    value: {
      documentId,
      fileName,
      format: read.value.format,
      statements: rows.statements.map(toStatementSummary),
      warnings: read.value.warnings.map((warning) => describeWarningIn(warning, language)),
    },
  };
}
