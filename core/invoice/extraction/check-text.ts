/**
 * What a cross-check says, as a code with values, worded where it is shown: the review and the OCR
 * demo in the page's language (docs/decisions/220, as ADR 183 does for bank texts). Amounts are
 * cents, formatted by the one money formatter of that language; `message` keeps the English.
 */
import { formatMoney } from "../../format/money";
import { formatNumber } from "../../format/number";
import type { Language } from "../../i18n/language";
import { m } from "../../i18n/messages";
import type { Inputs, MessageOptions } from "../../i18n/translate";

export type CheckTextCode =
  | "totals_add_up"
  | "no_vat_charged"
  | "totals_mismatch"
  | "totals_missing"
  | "lines_add_up"
  | "lines_mismatch"
  | "lines_missing"
  | "vat_rates_match"
  | "vat_rates_mismatch"
  | "vat_no_base"
  | "vat_not_checked"
  | "iban_valid"
  | "iban_invalid"
  | "iban_missing"
  | "vat_id_valid"
  | "vat_id_invalid"
  | "vat_id_missing"
  | "due_after_invoice_date"
  | "due_before_invoice_date"
  | "due_date_missing"
  | "invoice_date_missing"
  | "dates_missing"
  | "reference_valid"
  | "reference_invalid";

export interface CheckText {
  readonly code: CheckTextCode;
  /** Amounts in cents (`subtotal`, `vat`, `total`, `sum`), `count`, `rates` (VAT rates, "21"), `currency`. */
  readonly values?: Readonly<Record<string, number | string | readonly string[]>>;
}

type AnyMessage = (inputs: never, options?: MessageOptions) => string;
type Render = (inputs: Inputs, options?: MessageOptions) => string;

const MESSAGES: Readonly<Record<CheckTextCode, AnyMessage>> = {
  totals_add_up: m.ocr_check_totals_add_up,
  no_vat_charged: m.ocr_check_no_vat_charged,
  totals_mismatch: m.ocr_check_totals_mismatch,
  totals_missing: m.ocr_check_totals_missing,
  lines_add_up: m.ocr_check_lines_add_up,
  lines_mismatch: m.ocr_check_lines_mismatch,
  lines_missing: m.ocr_check_lines_missing,
  vat_rates_match: m.ocr_check_vat_rates_match,
  vat_rates_mismatch: m.ocr_check_vat_rates_mismatch,
  vat_no_base: m.ocr_check_vat_no_base,
  vat_not_checked: m.ocr_check_vat_not_checked,
  iban_valid: m.ocr_check_iban_valid,
  iban_invalid: m.ocr_check_iban_invalid,
  iban_missing: m.ocr_check_iban_missing,
  vat_id_valid: m.ocr_check_vat_id_valid,
  vat_id_invalid: m.ocr_check_vat_id_invalid,
  vat_id_missing: m.ocr_check_vat_id_missing,
  due_after_invoice_date: m.ocr_check_due_after_invoice_date,
  due_before_invoice_date: m.ocr_check_due_before_invoice_date,
  due_date_missing: m.ocr_check_due_date_missing,
  invoice_date_missing: m.ocr_check_invoice_date_missing,
  dates_missing: m.ocr_check_dates_missing,
  reference_valid: m.ocr_check_reference_valid,
  reference_invalid: m.ocr_check_reference_invalid,
};

const AMOUNTS = ["subtotal", "vat", "total", "sum"] as const;

function isKnownCode(code: unknown): code is CheckTextCode {
  return typeof code === "string" && Object.hasOwn(MESSAGES, code);
}

/** The values as the message prints them: amounts as money, rates as "21%, 9%" (ADR 221). */
function wordValues(text: CheckText, locale: Language): Inputs {
  const values = text.values ?? {};
  const currency = typeof values.currency === "string" ? values.currency : "EUR";
  const inputs: Record<string, string | number> = {};
  for (const name of AMOUNTS) {
    const cents = values[name];
    if (typeof cents === "number") inputs[name] = formatMoney(cents, currency, locale);
  }
  if (typeof values.count === "number") inputs.count = values.count;
  if (Array.isArray(values.rates))
    inputs.rates = values.rates
      .map((rate) => (/^\d+(\.\d+)?$/.test(rate) ? `${formatNumber(Number(rate), locale)}%` : rate))
      .join(", ");
  return inputs;
}

/** A check's text in a language ("en" unless told). */
export function renderCheckText(text: CheckText, locale: Language = "en"): string {
  return (MESSAGES[text.code] as Render)(wordValues(text, locale), { locale });
}

/**
 * What to show for a stored check: its text in the language, or the English it was saved with
 * when it predates codes (or carries one this version does not know).
 */
export function describeCheck(
  check: { readonly message: string; readonly text?: CheckText },
  locale: Language,
): string {
  return check.text && isKnownCode(check.text.code) ? renderCheckText(check.text, locale) : check.message;
}
