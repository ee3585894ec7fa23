import type { BankText } from "./bank-text-codes";
/**
 * One normalised model for MT940 and CAMT statements. Amounts are exact decimal strings with a
 * decimal point and an optional minus sign ("-1234.50", at least two decimals, up to five), never
 * floats (ADR 032). Dates are ISO calendar dates `YYYY-MM-DD`. A text field the bank did not give
 * is the empty string, so exports and comparisons need no null checks. A bank's CSV export (format
 * "csv") has no statement id or number, and its opening and closing balances are null (unknown)
 * unless the file gives a running balance: they are never invented.
 */
import type { CsvMapping } from "./csv/infer-mapping";
export type StatementFormat = "mt940" | "camt.052" | "camt.053" | "camt.054" | "csv";

export interface Balance {
  /** Signed: a debit balance is negative. */
  readonly amount: string;
  readonly currency: string;
  readonly date: string;
}

export interface BankTransaction {
  readonly bookingDate: string;
  readonly valueDate: string;
  /** Signed: money in is positive, money out negative. */
  readonly amount: string;
  readonly currency: string;
  readonly counterpartyName: string;
  /** The counterparty's IBAN, or the older account number where the bank gives one. */
  readonly counterpartyAccount: string;
  readonly counterpartyBic: string;
  /** Ultimate debtor (money in) or ultimate creditor (money out), when it differs from the counterparty. */
  readonly ultimateParty: string;
  readonly description: string;
  readonly endToEndId: string;
  readonly mandateId: string;
  readonly creditorId: string;
  /** Structured creditor reference such as an RF reference or a Dutch betalingskenmerk. */
  readonly creditorReference: string;
  /** Reference for the account owner (MT940 :61: subfield 7, CAMT NtryRef/InstrId). */
  readonly customerReference: string;
  /** The bank's own reference (MT940 :61: after `//`, CAMT AcctSvcrRef). */
  readonly bankReference: string;
  /** For a row expanded from a batch (CAMT Btch/TxDtls, MT940 /PREF/): the batch's reference. */
  readonly batchReference: string;
  /** MT940 :61: type (N + 3 characters) or German GVC code; CAMT domain/family/sub-family or proprietary code. */
  readonly bankTransactionCode: string;
  /** The bank's words for the kind of transaction (MT940 /TRTP/ or ?00, CAMT proprietary code text). */
  readonly transactionType: string;
  /** Charges the bank reports for this entry, as a positive exact decimal, or "". */
  readonly charges: string;
  /** True for a storno: MT940 RC/RD, CAMT RvslInd. */
  readonly reversal: boolean;
  /** CAMT entry status (BOOK, PDNG, INFO); "" for MT940, where every line is booked. */
  readonly status: string;
}

export interface BankStatement {
  readonly fileName: string;
  readonly format: StatementFormat;
  /** MT940 :20: or CAMT Stmt/Id. */
  readonly statementId: string;
  /** IBAN, or the account identification as the bank wrote it when it is not an IBAN. */
  readonly account: string;
  readonly currency: string;
  /** MT940 :28C: statement number, CAMT ElctrncSeqNb (or LglSeqNb). */
  readonly number: string;
  /** MT940 :28C: sequence (page) number; "" when absent. */
  readonly sequence: string;
  readonly openingBalance: Balance | null;
  readonly closingBalance: Balance | null;
  readonly closingAvailableBalance: Balance | null;
  readonly transactions: readonly BankTransaction[];
  /** Where the statement starts, for messages: "line 12" or "Stmt 2 (line 40)". */
  readonly location: string;
  /** Present for an MT942 interim report (a day's movements so far, not a closed statement). */
  readonly interim?: InterimReport;
}

/** MT942's own fields: when the report was made, the floor limits and the totals of what it lists. */
export interface InterimReport {
  /** :13D: as ISO date and time with offset ("2016-10-30T17:30+00:00"), or "". */
  readonly createdAt: string;
  /** :34F: the smallest amount reported, for debits and for credits (the same when one line is given), or "". */
  readonly floorLimitDebit: string;
  readonly floorLimitCredit: string;
  /** :90D: and :90C: number and total of the debit and credit entries, or null when absent. */
  readonly debits: EntryTotal | null;
  readonly credits: EntryTotal | null;
}

export interface EntryTotal {
  readonly count: number;
  /** Unsigned exact decimal. */
  readonly amount: string;
  readonly currency: string;
}

/**
 * Something in a file that was read differently from the standard, or skipped, while the rest of the
 * file was kept. Shown with the file so the user knows what to check.
 */
export interface ParseWarning extends BankText {
  /** 1-based statement in the file, when the warning belongs to one. */
  readonly statement?: number;
  readonly line?: number;
  readonly element?: string;
  /** In English; the code and values word it in another language (bank-text.ts words the codes of bank-text-codes.ts). */
  readonly message: string;
}

/** What a format's parser returns: the statements and what it had to tolerate or skip. */
export interface ParsedContent {
  readonly statements: BankStatement[];
  readonly warnings: ParseWarning[];
}

export interface ParsedFile {
  readonly fileName: string;
  readonly format: StatementFormat;
  readonly encoding: TextEncodingName;
  readonly statements: readonly BankStatement[];
  readonly warnings: readonly ParseWarning[];
  /** For a CSV export: how its columns were read, to show and let the user correct. */
  readonly csv?: CsvMapping;
}

export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** A file that could not be read, in words an accountant understands, with where it went wrong. */
export interface BankFileError extends BankText {
  readonly fileName: string;
  readonly message: string;
  readonly line?: number;
  readonly element?: string;
}

export type Result<T, E> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** A parse failure inside one file, before the file name is attached. */
export interface ParseFailure extends BankText {
  readonly message: string;
  readonly line?: number;
  readonly element?: string;
}

export function emptyTransaction(): BankTransaction {
  return {
    bookingDate: "",
    valueDate: "",
    amount: "0.00",
    currency: "",
    counterpartyName: "",
    counterpartyAccount: "",
    counterpartyBic: "",
    ultimateParty: "",
    description: "",
    endToEndId: "",
    mandateId: "",
    creditorId: "",
    creditorReference: "",
    customerReference: "",
    bankReference: "",
    batchReference: "",
    bankTransactionCode: "",
    transactionType: "",
    charges: "",
    reversal: false,
    status: "",
  };
}
