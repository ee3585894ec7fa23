import type { InvalidValueCode } from "../bank-text";
import { toScaled } from "../decimal";
import type { Balance, BankTransaction } from "../model";
import { readCamtAmount, readCamtDate } from "./camt-values";

export interface BalanceState {
  type: string;
  amount: string;
  currency: string;
  creditDebit: string;
  date: string;
}

/** A Stmt (or Rpt, Ntfctn) while it is being read. */
export interface StatementState {
  statementId: string;
  number: string;
  legalNumber: string;
  account: string;
  accountCurrency: string;
  balances: BalanceState[];
  transactions: BankTransaction[];
  line: number;
  index: number;
  entries: number;
}

interface Invalid {
  /** Records a value that cannot be read; the part it belongs to is skipped with a warning. */
  invalid(what: InvalidValueCode, value: string): void;
}

export function newStatementState(line: number, index: number): StatementState {
  return {
    statementId: "",
    number: "",
    legalNumber: "",
    account: "",
    accountCurrency: "",
    balances: [],
    transactions: [],
    line,
    index,
    entries: 0,
  };
}

export function newBalanceState(): BalanceState {
  return { type: "", amount: "", currency: "", creditDebit: "", date: "" };
}

/** A value directly below Stmt (outside Bal and Ntry), by its path below Stmt. */
export function applyStatementValue(statement: StatementState, path: string, value: string): void {
  switch (path) {
    case "Id":
      statement.statementId = value.trim();
      return;
    case "ElctrncSeqNb":
      statement.number = value.trim();
      return;
    case "LglSeqNb":
      statement.legalNumber = value.trim();
      return;
    case "Acct/Id/IBAN":
      statement.account = value.trim();
      return;
    case "Acct/Id/Othr/Id":
    case "Acct/Id/PrtryAcct/Id":
    case "Acct/Id/BBAN":
      statement.account ||= value.trim();
      return;
    case "Acct/Ccy":
      statement.accountCurrency = value.trim();
      return;
    default:
      return;
  }
}

/** A value inside Bal, by its path below Bal. */
export function applyBalanceValue(
  balance: BalanceState,
  path: string,
  value: string,
  currency: string,
  at: Invalid,
): void {
  switch (path) {
    case "Tp/CdOrPrtry/Cd":
    case "Tp/CdOrPrtry/Prtry":
      balance.type ||= value.trim();
      return;
    case "Amt": {
      const amount = readCamtAmount(value);
      if (amount === null) {
        at.invalid("invalid_balance_amount", value);
        return;
      }
      balance.amount = amount;
      balance.currency = currency;
      return;
    }
    case "CdtDbtInd":
      balance.creditDebit = value.trim();
      return;
    case "Dt/Dt":
    case "Dt/DtTm": {
      const date = readCamtDate(value);
      if (date === null) {
        at.invalid("invalid_balance_date", value);
        return;
      }
      balance.date = date;
      return;
    }
    default:
      return;
  }
}

/**
 * Opening: OPBD, else PRCD (previous closing), else the first ITBD (interim, CAMT.052). Closing: CLBD,
 * else the last ITBD after the opening one. Closing available: CLAV.
 */
export function selectBalances(balances: readonly BalanceState[]): {
  opening: Balance | null;
  closing: Balance | null;
  available: Balance | null;
} {
  const opening =
    balances.find((b) => b.type === "OPBD") ??
    balances.find((b) => b.type === "PRCD") ??
    balances.find((b) => b.type === "ITBD");
  const closing =
    balances.find((b) => b.type === "CLBD") ??
    [...balances].reverse().find((b) => b.type === "ITBD" && b !== opening);
  const available = balances.find((b) => b.type === "CLAV");
  return {
    opening: opening ? toBalance(opening) : null,
    closing: closing ? toBalance(closing) : null,
    available: available ? toBalance(available) : null,
  };
}

function toBalance(b: BalanceState): Balance {
  const negative = b.creditDebit === "DBIT" && toScaled(b.amount || "0") !== 0n;
  return { amount: negative ? `-${b.amount}` : b.amount || "0.00", currency: b.currency, date: b.date };
}
