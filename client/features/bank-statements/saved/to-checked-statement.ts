import { checkStatement } from "../../../../core/bank/checks";
import type { BankStatement, BankTransaction } from "../../../../core/bank/model";
import type { CheckedStatement } from "../worker-protocol";
import type { SavedStatement } from "./saved-api";

/** A saved statement in the converter's model, so its card, chart and table are reused unchanged. */
export function toCheckedStatement(
  saved: SavedStatement,
  transactions: readonly BankTransaction[],
): CheckedStatement {
  const balance = (amount: string | null, date: string | null) =>
    amount !== null && date !== null ? { amount, date, currency: saved.currency } : null;
  const statement: BankStatement = {
    fileName: saved.fileName,
    format: saved.format,
    statementId: saved.statementRef,
    account: saved.accountIban,
    currency: saved.currency,
    number: saved.statementNumber,
    sequence: saved.statementSequence,
    openingBalance: balance(saved.openingBalance, saved.openingDate),
    closingBalance: balance(saved.closingBalance, saved.closingDate),
    closingAvailableBalance: null,
    transactions,
    location: "",
  };
  return { statement, check: checkStatement(statement) };
}
