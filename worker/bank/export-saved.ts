import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../core/bank/export";
import { readBankExportText } from "../../core/bank/export-text";
import type { BankStatement } from "../../core/bank/model";
import type { Language } from "../../core/i18n/language";
import type { Database } from "../db/client";
import { readAllTransactions } from "./saved-statements";
import { type StoredStatement, toModelStatement } from "./stored-to-model";

export const BANK_EXPORT_KINDS = ["xlsx", "csv-nl", "csv-international", "json"] as const;
export type BankExportKind = (typeof BANK_EXPORT_KINDS)[number];

export interface ExportFile {
  readonly body: string | Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
}

const CONTENT_TYPES: Readonly<Record<BankExportKind, string>> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "csv-nl": "text/csv; charset=utf-8",
  "csv-international": "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};

const EXTENSIONS: Readonly<Record<BankExportKind, string>> = {
  xlsx: "xlsx",
  "csv-nl": "csv",
  "csv-international": "csv",
  json: "json",
};

/** Saved statements back in the core model, with all their transactions. */
export async function loadModelStatements(
  db: Database,
  userId: string,
  rows: readonly StoredStatement[],
): Promise<BankStatement[]> {
  const statements: BankStatement[] = [];
  for (const row of rows) {
    statements.push(toModelStatement(row, await readAllTransactions(db, userId, row.id)));
  }
  return statements;
}

/** The same exports as the converter page (core/bank/export), of saved statements; our headers in `language`. */
export function exportSaved(
  statements: readonly BankStatement[],
  kind: BankExportKind,
  baseName: string,
  language: Language = "en",
): ExportFile {
  const text = readBankExportText(language);
  const body =
    kind === "xlsx"
      ? exportStatementsXlsx(statements, text)
      : kind === "json"
        ? exportStatementsJson(statements)
        : exportStatementsCsv(statements, kind === "csv-nl" ? "nl" : "international", text);
  return { body, contentType: CONTENT_TYPES[kind], fileName: `${baseName}.${EXTENSIONS[kind]}` };
}
