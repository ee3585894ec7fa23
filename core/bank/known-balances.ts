import { NOT_BOOKED } from "./checks";
import { formatScaled, toScaled } from "./decimal";
import type { Balance, BankStatement } from "./model";

/**
 * The statement with both balances when one is known: the other follows exactly from the booked
 * transactions. `typedOpening` is an opening balance the user gave (from online banking) for a
 * statement that has none, such as a bank CSV without a balance column. Without either, the
 * statement comes back unchanged: a balance is never invented (ADR 243).
 */
export function withKnownBalances(statement: BankStatement, typedOpening?: string): BankStatement {
  const movement = bookedMovement(statement);
  const dates = bookingDates(statement);
  const currency = statement.currency;
  let opening = statement.openingBalance;
  let closing = statement.closingBalance;
  if (!opening && !closing && typedOpening !== undefined) {
    opening = { amount: typedOpening, currency, date: dates.first };
  }
  if (opening && !closing) {
    closing = balance(toScaled(opening.amount) + movement, currency, dates.last || opening.date);
  } else if (closing && !opening) {
    opening = balance(toScaled(closing.amount) - movement, currency, dates.first || closing.date);
  }
  if (opening === statement.openingBalance && closing === statement.closingBalance) return statement;
  return { ...statement, openingBalance: opening, closingBalance: closing };
}

function bookedMovement(statement: BankStatement): bigint {
  let total = 0n;
  for (const t of statement.transactions) if (!NOT_BOOKED.has(t.status)) total += toScaled(t.amount);
  return total;
}

function bookingDates(statement: BankStatement): { first: string; last: string } {
  let first = "";
  let last = "";
  for (const t of statement.transactions) {
    const date = t.bookingDate || t.valueDate;
    if (!date) continue;
    if (!first || date < first) first = date;
    if (date > last) last = date;
  }
  return { first, last };
}

function balance(amount: bigint, currency: string, date: string): Balance {
  return { amount: formatScaled(amount), currency, date };
}
