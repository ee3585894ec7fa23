import { m } from "../../../core/i18n/messages";

/**
 * The quote schema's field messages (core/leads/quote-request.ts) in the page's language. The schema
 * is shared with POST /api/leads, whose English stays as it is, so the form words them here by their
 * English text, as the API's errors are (docs/decisions/182); an unknown message shows as written.
 */
const FIXED: ReadonlyMap<string, () => string> = new Map([
  ["Name is required", m.cleansing_error_name_required],
  ["Email is required", m.cleansing_error_email_required],
  ["Please enter a valid email address", m.cleansing_error_email_invalid],
  [
    "Please enter a phone number of 8 to 15 digits, for example +31 20 123 4567",
    m.cleansing_error_phone_invalid,
  ],
  ["Choose the type of data", m.cleansing_error_data_type_required],
  ["Enter the approximate number of records", m.cleansing_error_records_required],
  ["Enter a whole number, for example 25000", m.cleansing_error_records_whole],
  ["Enter a number between 1 and 1,000,000,000", m.cleansing_error_records_range],
]);

const FIELDS: Readonly<Record<string, () => string>> = {
  Name: m.cleansing_error_field_name,
  Company: m.cleansing_error_field_company,
  Phone: m.cleansing_error_field_phone,
  Message: m.cleansing_error_field_message,
};

const TOO_LONG = /^(\w+) can be at most (\d+) characters$/;
const BAD_CHARACTERS = /^(\w+) contains characters that are not allowed$/;

export function wordQuoteError(english: string): string {
  const fixed = FIXED.get(english);
  if (fixed) return fixed();
  const long = TOO_LONG.exec(english);
  const longField = long ? FIELDS[long[1] ?? ""] : undefined;
  if (long && longField) return m.cleansing_error_too_long({ field: longField(), max: long[2] ?? "" });
  const bad = BAD_CHARACTERS.exec(english);
  const badField = bad ? FIELDS[bad[1] ?? ""] : undefined;
  if (badField) return m.cleansing_error_bad_characters({ field: badField() });
  return english;
}
