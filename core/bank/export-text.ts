/**
 * The words of the bank exports that are ours (column headers, sheet names, yes/no), in the interface
 * language; amounts, dates and the bank's own text are data and stay as they are (docs/decisions/184).
 */
import type { Language } from "../i18n/language";
import { m } from "../i18n/messages";

export const TRANSACTION_COLUMNS = [
  "account",
  "statement",
  "bookingDate",
  "valueDate",
  "amount",
  "currency",
  "counterparty",
  "counterpartyAccount",
  "counterpartyBic",
  "description",
  "endToEndId",
  "mandateId",
  "creditorId",
  "paymentReference",
  "batchReference",
  "bankReference",
  "customerReference",
  "transactionCode",
  "transactionType",
  "charges",
  "reversal",
  "ultimateParty",
  "status",
  "file",
] as const;

export const SUMMARY_COLUMNS = [
  "file",
  "format",
  "account",
  "currency",
  "statement",
  "from",
  "to",
  "openingBalance",
  "moneyIn",
  "moneyOut",
  "closingBalance",
  "difference",
  "reconciled",
  "transactions",
] as const;

export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];
export type SummaryColumn = (typeof SUMMARY_COLUMNS)[number];

export interface BankExportText {
  readonly transactionHeaders: Readonly<Record<TransactionColumn, string>>;
  readonly summaryHeaders: Readonly<Record<SummaryColumn, string>>;
  readonly transactionsSheet: string;
  readonly statementsSheet: string;
  readonly yes: string;
  readonly no: string;
  readonly notChecked: string;
}

/** The export's words in a language (English unless told): the page's, or the request's in the Worker. */
export function readBankExportText(language: Language = "en"): BankExportText {
  const o = { locale: language };
  return {
    transactionHeaders: {
      account: m.bank_column_account(undefined, o),
      statement: m.bank_column_statement(undefined, o),
      bookingDate: m.bank_column_booking_date(undefined, o),
      valueDate: m.bank_column_value_date(undefined, o),
      amount: m.bank_column_amount(undefined, o),
      currency: m.bank_column_currency(undefined, o),
      counterparty: m.bank_column_counterparty(undefined, o),
      counterpartyAccount: m.bank_column_counterparty_account(undefined, o),
      counterpartyBic: m.bank_column_counterparty_bic(undefined, o),
      description: m.bank_column_description(undefined, o),
      endToEndId: m.bank_column_end_to_end_id(undefined, o),
      mandateId: m.bank_column_mandate_id(undefined, o),
      creditorId: m.bank_column_creditor_id(undefined, o),
      paymentReference: m.bank_column_payment_reference(undefined, o),
      batchReference: m.bank_column_batch_reference(undefined, o),
      bankReference: m.bank_column_bank_reference(undefined, o),
      customerReference: m.bank_column_customer_reference(undefined, o),
      transactionCode: m.bank_column_transaction_code(undefined, o),
      transactionType: m.bank_column_transaction_type(undefined, o),
      charges: m.bank_column_charges(undefined, o),
      reversal: m.bank_column_reversal(undefined, o),
      ultimateParty: m.bank_column_ultimate_party(undefined, o),
      status: m.bank_column_status(undefined, o),
      file: m.bank_column_file(undefined, o),
    },
    summaryHeaders: {
      file: m.bank_column_file(undefined, o),
      format: m.bank_column_format(undefined, o),
      account: m.bank_column_account(undefined, o),
      currency: m.bank_column_currency(undefined, o),
      statement: m.bank_column_statement(undefined, o),
      from: m.bank_column_from(undefined, o),
      to: m.bank_column_to(undefined, o),
      openingBalance: m.bank_column_opening_balance(undefined, o),
      moneyIn: m.bank_column_money_in(undefined, o),
      moneyOut: m.bank_column_money_out(undefined, o),
      closingBalance: m.bank_column_closing_balance(undefined, o),
      difference: m.bank_column_difference(undefined, o),
      reconciled: m.bank_column_reconciled(undefined, o),
      transactions: m.bank_column_transactions(undefined, o),
    },
    transactionsSheet: m.bank_column_transactions_sheet(undefined, o),
    statementsSheet: m.bank_column_statements_sheet(undefined, o),
    yes: m.bank_column_yes(undefined, o),
    no: m.bank_column_no(undefined, o),
    notChecked: m.bank_column_not_checked(undefined, o),
  };
}
