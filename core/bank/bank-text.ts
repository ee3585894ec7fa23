/**
 * What the bank-file readers say (warnings, refusals, checks) as codes with values, worded where it is
 * shown: the converter in the page's language, the Worker in the request's (docs/decisions/183). The
 * English wording is the catalogue's, so `message` on a warning or error is unchanged for tests and
 * older callers.
 */
import type { Language } from "../i18n/language";
import { m } from "../i18n/messages";
import type { Inputs, MessageOptions } from "../i18n/translate";
import type { BankText, BankTextCode, InvalidValueCode } from "./bank-text-codes";
import type { BankFileError, ParseWarning } from "./model";

export type { BankText, BankTextCode, InvalidValueCode };

/** Any message function; each has its own typed inputs, which the codes' values carry. */
type AnyMessage = (inputs: never, options?: MessageOptions) => string;
type Render = (inputs: Inputs, options?: MessageOptions) => string;

const MESSAGES: Readonly<Record<BankTextCode, AnyMessage>> = {
  second_account: m.bank_text_second_account,
  balance_unreadable: m.bank_text_balance_unreadable,
  balance_note: m.bank_text_balance_note,
  second_opening: m.bank_text_second_opening,
  second_closing: m.bank_text_second_closing,
  transaction_skipped: m.bank_text_transaction_skipped,
  transaction_note: m.bank_text_transaction_note,
  transaction_after_closing: m.bank_text_transaction_after_closing,
  report_time_unreadable: m.bank_text_report_time_unreadable,
  floor_limit_unreadable: m.bank_text_floor_limit_unreadable,
  entry_total_unreadable: m.bank_text_entry_total_unreadable,
  no_reference: m.bank_text_no_reference,
  no_account_tag: m.bank_text_no_account_tag,
  no_opening: m.bank_text_no_opening,
  no_closing: m.bank_text_no_closing,
  no_final_closing: m.bank_text_no_final_closing,
  more_warnings: m.bank_text_more_warnings,
  entry_value_date_used: m.bank_text_entry_value_date_used,
  entry_no_date: m.bank_text_entry_no_date,
  balance_mark_missing: m.bank_text_balance_mark_missing,
  balance_date_invalid: m.bank_text_balance_date_invalid,
  balance_date_clamped: m.bank_text_balance_date_clamped,
  currency_invalid: m.bank_text_currency_invalid,
  currency_missing: m.bank_text_currency_missing,
  amount_unreadable: m.bank_text_amount_unreadable,
  value_date_invalid: m.bank_text_value_date_invalid,
  value_date_clamped: m.bank_text_value_date_clamped,
  booking_date_invalid: m.bank_text_booking_date_invalid,
  mark_missing: m.bank_text_mark_missing,
  type_invalid: m.bank_text_type_invalid,
  file_too_large: m.bank_text_file_too_large,
  file_empty: m.bank_text_file_empty,
  not_text: m.bank_text_not_text,
  unreadable_too_large: m.bank_text_unreadable_too_large,
  unreadable_unexpected: m.bank_text_unreadable_unexpected,
  content_swift: m.bank_text_content_swift,
  content_tags_only: m.bank_text_content_tags_only,
  content_html: m.bank_text_content_html,
  content_json: m.bank_text_content_json,
  csv_no_columns: m.bank_text_csv_no_columns,
  csv_no_rows: m.bank_text_csv_no_rows,
  csv_row_no_date: m.bank_text_csv_row_no_date,
  csv_row_no_amount: m.bank_text_csv_row_no_amount,
  csv_balance_break: m.bank_text_csv_balance_break,
  csv_no_balances: m.bank_text_csv_no_balances,
  csv_columns_inferred: m.bank_text_csv_columns_inferred,
  content_csv: m.bank_text_content_csv,
  content_csv_tabs: m.bank_text_content_csv_tabs,
  content_numbers: m.bank_text_content_numbers,
  content_unknown: m.bank_text_content_unknown,
  content_unknown_start: m.bank_text_content_unknown_start,
  forbidden_declaration: m.bank_text_forbidden_declaration,
  doctype_refused: m.bank_text_doctype_refused,
  not_camt: m.bank_text_not_camt,
  no_statement: m.bank_text_no_statement,
  root_not_document: m.bank_text_root_not_document,
  invalid_transaction_amount: m.bank_text_invalid_transaction_amount,
  invalid_entry_amount: m.bank_text_invalid_entry_amount,
  invalid_booking_date: m.bank_text_invalid_booking_date,
  invalid_value_date: m.bank_text_invalid_value_date,
  invalid_charges_amount: m.bank_text_invalid_charges_amount,
  invalid_balance_amount: m.bank_text_invalid_balance_amount,
  invalid_balance_date: m.bank_text_invalid_balance_date,
  entry_no_amount: m.bank_text_entry_no_amount,
  entry_no_mark: m.bank_text_entry_no_mark,
  statement_no_account: m.bank_text_statement_no_account,
  camt_balance_skipped: m.bank_text_camt_balance_skipped,
  camt_statement_skipped: m.bank_text_camt_statement_skipped,
  statement_value_ignored: m.bank_text_statement_value_ignored,
  xml_malformed: m.bank_text_xml_malformed,
  xml_ends_early: m.bank_text_xml_ends_early,
  xml_entity: m.bank_text_xml_entity,
  issue_mixed_currencies: m.bank_text_issue_mixed_currencies,
  issue_foreign_rows: m.bank_text_issue_foreign_rows,
  issue_duplicate: m.bank_text_issue_duplicate,
  issue_gap_one: m.bank_text_issue_gap_one,
  issue_gap_many: m.bank_text_issue_gap_many,
  issue_balance_break: m.bank_text_issue_balance_break,
  statement_numbered: m.bank_text_statement_numbered,
  statement_unnumbered: m.bank_text_statement_unnumbered,
};

/** A bank text in a language ("en" unless told): details are joined by "; " into its `detail`. */
export function renderBankText(text: BankText, locale: Language = "en"): string {
  // A detail is mid-sentence: a full stop that ends it on its own (CAMT's refusals) goes.
  const details = text.details?.map((detail) => renderBankText(detail, locale).replace(/\.$/, "")).join("; ");
  const values = locale === "en" ? text.values : localizeLocations(text.values, locale);
  const inputs = details === undefined ? (values ?? {}) : { ...values, detail: details };
  return (MESSAGES[text.code] as Render)(inputs, { locale });
}

/** The text with its English words, as warnings and errors carry them in `message`. */
export function withEnglish<T extends BankText>(text: T): T & { readonly message: string } {
  return { ...text, message: renderBankText(text) };
}

/** A warning with where it is, in a language: "regel 118: het bedrag '12,3,4' is onleesbaar — …". */
export function describeWarningIn(warning: ParseWarning, locale: Language): string {
  const where = describePlace(warning, locale);
  const message = locale === "en" ? warning.message : renderBankText(warning, locale);
  return where ? `${where}: ${message}` : message;
}

/** "ing-januari.sta, line 14: The amount …" in a language. */
export function describeFileErrorIn(error: BankFileError, locale: Language): string {
  const where = describePlace({ line: error.line, element: error.element }, locale);
  const text = locale === "en" ? error.message : renderBankText(error, locale);
  const message = text.charAt(0).toUpperCase() + text.slice(1);
  return `${error.fileName}${where ? `, ${where}` : ""}: ${message}`;
}

/** "statement 3, line 118, element Stmt 1 / Ntry 2" in a language; "" when nothing is known. */
export function describePlace(
  place: { readonly statement?: number; readonly line?: number; readonly element?: string },
  locale: Language = "en",
): string {
  const parts: string[] = [];
  if (place.statement) parts.push(m.bank_place_statement({ number: place.statement }, { locale }));
  if (place.line) parts.push(m.bank_place_line({ number: place.line }, { locale }));
  if (place.element) parts.push(m.bank_place_element({ element: place.element }, { locale }));
  return parts.join(", ");
}

/** Inputs that hold a statement's `location`, written in English by the readers. */
const LOCATION_INPUTS = ["firstLocation", "secondLocation"];

function localizeLocations(values: Inputs | undefined, locale: Language): Inputs | undefined {
  if (!values || !LOCATION_INPUTS.some((name) => name in values)) return values;
  const localized: Record<string, string | number> = { ...values };
  for (const name of LOCATION_INPUTS) {
    const location = values[name];
    if (typeof location === "string") localized[name] = describeLocation(location, locale);
  }
  return localized;
}

const LINE = /^line (\d+)$/;
const ELEMENT_LINE = /^(\S+) (\d+) \(line (\d+)\)$/;

/** A statement's `location` ("line 12", "Stmt 1 (line 3)", written by the readers) in a language. */
export function describeLocation(location: string, locale: Language = "en"): string {
  const line = LINE.exec(location);
  if (line) return m.bank_place_line({ number: line[1] ?? "" }, { locale });
  const element = ELEMENT_LINE.exec(location);
  if (element)
    return m.bank_place_statement_at(
      { tag: element[1] ?? "", index: element[2] ?? "", line: element[3] ?? "" },
      { locale },
    );
  return location;
}
