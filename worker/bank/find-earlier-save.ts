import { and, eq, inArray } from "drizzle-orm";
import type { BankStatement } from "../../core/bank/model";
import { formatDate } from "../../core/format/date";
import type { Language } from "../../core/i18n/language";
import { m } from "../../core/i18n/messages";
import type { Database } from "../db/client";
import { bankStatements, documents } from "../db/schema";

export interface EarlierSave {
  readonly reason: "same_file" | "same_statement";
  readonly message: string;
}

/** ISO in English (as always), the Dutch way in Dutch. */
function savedOn(createdAt: number, language: Language): string {
  const iso = new Date(createdAt).toISOString().slice(0, 10);
  return language === "en" ? iso : formatDate(iso, language);
}

function statementKey(parts: {
  account: string;
  number: string;
  sequence: string;
  from: string | null;
  to: string | null;
}): string {
  return [parts.account, parts.number, parts.sequence, parts.from ?? "", parts.to ?? ""].join("|");
}

/** Accounts per IN list: D1's 100 bound parameters, with room for the user id. */
const ACCOUNTS_PER_QUERY = 90;

/**
 * The same file (sha256) or the same statement (account + number + period) saved before by this
 * user, named so the message can point at it; null when nothing was saved before.
 */
export async function findEarlierSave(
  db: Database,
  userId: string,
  sha256: string,
  statements: readonly BankStatement[],
  language: Language = "en",
): Promise<EarlierSave | null> {
  const options = { locale: language };
  const sameFile = await db
    .select({ fileName: documents.fileName, createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(eq(documents.userId, userId), eq(documents.kind, "bank_statement"), eq(documents.sha256, sha256)),
    )
    .get();
  if (sameFile)
    return {
      reason: "same_file",
      message: m.bank_upload_same_file(
        { fileName: sameFile.fileName, date: savedOn(sameFile.createdAt, language) },
        options,
      ),
    };
  // A statement with neither a number nor balances (a CAMT.054 notification) has nothing to compare.
  const comparable = statements.filter((s) => s.number || s.openingBalance || s.closingBalance);
  const wanted = new Map(
    comparable.map((s) => [
      statementKey({
        account: s.account,
        number: s.number,
        sequence: s.sequence,
        from: s.openingBalance?.date ?? null,
        to: s.closingBalance?.date ?? null,
      }),
      s,
    ]),
  );
  const accounts = [...new Set(comparable.map((s) => s.account))];
  for (let start = 0; start < accounts.length; start += ACCOUNTS_PER_QUERY) {
    const rows = await db
      .select()
      .from(bankStatements)
      .where(
        and(
          eq(bankStatements.userId, userId),
          inArray(bankStatements.accountIban, accounts.slice(start, start + ACCOUNTS_PER_QUERY)),
        ),
      );
    for (const row of rows) {
      const key = statementKey({
        account: row.accountIban,
        number: row.statementNumber,
        sequence: row.statementSequence,
        from: row.openingDate,
        to: row.closingDate,
      });
      if (!wanted.has(key)) continue;
      const number = row.statementNumber
        ? m.bank_upload_statement_number({ number: row.statementNumber }, options)
        : "";
      const period =
        row.openingDate || row.closingDate
          ? m.bank_upload_period({ from: row.openingDate ?? "?", to: row.closingDate ?? "?" }, options)
          : "";
      return {
        reason: "same_statement",
        message: m.bank_upload_same_statement(
          {
            number,
            account: row.accountIban,
            period,
            fileName: row.fileName,
            date: savedOn(row.createdAt, language),
          },
          options,
        ),
      };
    }
  }
  return null;
}
