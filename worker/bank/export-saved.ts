import { writeCamt053 } from "../../core/bank/camt/write-camt";
import { exportStatementsCsv, exportStatementsJson, exportStatementsXlsx } from "../../core/bank/export";
import { readBankExportText } from "../../core/bank/export-text";
import { withKnownBalances } from "../../core/bank/known-balances";
import type { BankStatement } from "../../core/bank/model";
import { writeMt940 } from "../../core/bank/mt940/write-mt940";
import type { Language } from "../../core/i18n/language";
import type { Database } from "../db/client";
import { readAllTransactions } from "./saved-statements";
import { type StoredStatement, toModelStatement } from "./stored-to-model";

export const BANK_EXPORT_KINDS = [
  "xlsx",
  "csv-nl",
  "csv-international",
  "json",
  "mt940",
  "camt053-02",
  "camt053-08",
] as const;
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
  mt940: "text/plain; charset=utf-8",
  "camt053-02": "application/xml; charset=utf-8",
  "camt053-08": "application/xml; charset=utf-8",
};

const EXTENSIONS: Readonly<Record<BankExportKind, string>> = {
  xlsx: "xlsx",
  "csv-nl": "csv",
  "csv-international": "csv",
  json: "json",
  mt940: "sta",
  "camt053-02": "camt053.001.02.xml",
  "camt053-08": "camt053.001.08.xml",
};

/** A CAMT.053 asked for a saved statement that has no balance at all (a bank CSV without one). */
export class CamtNeedsBalancesError extends Error {
  constructor() {
    super(
      "CAMT.053 needs an opening balance, and this statement has none: its file had no balances. Open the file in the converter and type the opening balance from your online banking.",
    );
  }
}

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
  now: Date = new Date(),
): ExportFile {
  return {
    body: writeExport(statements, kind, language, now),
    contentType: CONTENT_TYPES[kind],
    fileName: `${baseName}.${EXTENSIONS[kind]}`,
  };
}

function writeExport(
  statements: readonly BankStatement[],
  kind: BankExportKind,
  language: Language,
  now: Date,
): string | Uint8Array {
  if (kind === "mt940") return writeMt940(statements);
  if (kind === "camt053-02" || kind === "camt053-08") {
    // A saved statement with one known balance gets the other from its transactions; none is invented.
    const written = writeCamt053(
      statements.map((s) => withKnownBalances(s)),
      { version: kind === "camt053-02" ? "02" : "08", createdAt: now.toISOString().slice(0, 19) },
    );
    if (!written.ok) throw new CamtNeedsBalancesError();
    return written.xml;
  }
  const text = readBankExportText(language);
  if (kind === "xlsx") return exportStatementsXlsx(statements, text);
  if (kind === "json") return exportStatementsJson(statements);
  return exportStatementsCsv(statements, kind === "csv-nl" ? "nl" : "international", text);
}
