import { convertBankFile } from "../../../../core/bank/convert-file";
import { toScaled } from "../../../../core/bank/decimal";
import { toMatchTransaction } from "../../../../core/reconcile/from-bank-transaction";
import type { MatchTransaction } from "../../../../core/reconcile/match-types";
import type { TruthLine } from "./fixture-books";
import { type Layout, writeAbn, writeCamt, writeIng } from "./statement-layouts";

const WRITERS: Record<Layout, (account: string, lines: readonly TruthLine[]) => string> = {
  ing: writeIng,
  abn: writeAbn,
  camt: writeCamt,
};

function cents(amount: string): number {
  const scaled = toScaled(amount);
  return Number((scaled < 0n ? scaled - 500n : scaled + 500n) / 1000n);
}

/**
 * Writes the lines as three statement files (ING MT940, ABN AMRO MT940, CAMT.053), parses them with
 * the real converter and returns what the matcher sees, each with its line's id.
 */
export function parseFixtureLines(lines: readonly TruthLine[]): MatchTransaction[] {
  const layouts: Layout[] = ["ing", "abn", "camt"];
  const parsed: MatchTransaction[] = [];
  layouts.forEach((layout, layoutIndex) => {
    const own = lines.filter((_, index) => index % layouts.length === layoutIndex);
    const text = WRITERS[layout]("NL69INGB0123456789", own);
    const result = convertBankFile(
      `${layout}.${layout === "camt" ? "xml" : "sta"}`,
      new TextEncoder().encode(text),
    );
    if (!result.ok) throw new Error(`${layout}: ${result.error.message} (line ${result.error.line ?? "?"})`);
    const transactions = result.value.statements.flatMap((statement) => statement.transactions);
    if (transactions.length !== own.length)
      throw new Error(`${layout}: ${transactions.length} of ${own.length} lines parsed`);
    transactions.forEach((transaction, index) => {
      const line = own[index];
      if (line) parsed.push(toMatchTransaction(line.id, transaction, cents(transaction.amount)));
    });
  });
  return parsed;
}
