import { m } from "../../../core/i18n/messages";
import { type MessageOptions, pageLanguage } from "../../../core/i18n/translate";

/**
 * The generator's rule findings in the page's language. The Dutch invoice rules and the validators
 * (core/invoice/dutch-rules.ts, core/validation) are shared with the Worker, which refuses an invoice
 * with the same English, so they are worded here by their English text, as the API's errors are
 * (docs/decisions/182, 184, 185). A text without a wording stays as core wrote it.
 */
type FixedMessage = (inputs?: Record<string, never>, options?: MessageOptions) => string;

/** Findings and validator messages without values; their English is the catalogue's. */
const FIXED_MESSAGES: readonly FixedMessage[] = [
  m.generator_rule_your_street,
  m.generator_rule_your_postcode,
  m.generator_rule_your_city,
  m.generator_rule_your_country,
  m.generator_rule_customer_street,
  m.generator_rule_customer_postcode,
  m.generator_rule_customer_city,
  m.generator_rule_customer_country,
  m.generator_rule_company_name,
  m.generator_rule_supplier_vat,
  m.generator_rule_kvk_every_invoice,
  m.generator_rule_iban_to_pay,
  m.generator_rule_customer_name,
  m.generator_rule_number_missing,
  m.generator_rule_number_shape,
  m.generator_rule_issue_date,
  m.generator_rule_delivery_date,
  m.generator_rule_delivery_period,
  m.generator_rule_delivery_backwards,
  m.generator_rule_due_date_invalid,
  m.generator_rule_due_before_issue,
  m.generator_rule_currency,
  m.generator_rule_currency_vat_eur,
  m.generator_rule_lines_missing,
  m.generator_rule_line_description,
  m.generator_rule_line_quantity_zero,
  m.generator_rule_line_unit,
  m.generator_rule_line_negative_price,
  m.generator_rule_line_discount_negative,
  m.generator_rule_line_discount_max,
  m.generator_rule_line_vat_rate,
  m.generator_rule_line_dutch_rates,
  m.generator_rule_line_kor,
  m.generator_rule_reverse_charge_vat,
  m.generator_rule_intra_eu_vat,
  m.generator_rule_intra_eu_same_country,
  m.generator_rule_intra_eu_country,
  m.generator_rule_intra_eu_delivery,
  m.generator_rule_export_in_eu,
  m.generator_rule_outside_scope_mixed,
  m.generator_rule_simplified_limit,
  m.generator_rule_simplified_not_allowed,
  m.generator_rule_credit_reference,
  m.generator_rule_credit_date,
  m.generator_rule_kvk_missing,
  m.generator_rule_kvk_digits,
  m.generator_rule_iban_missing,
  m.generator_rule_iban_shape,
  m.generator_rule_iban_typo,
  m.generator_rule_btw_missing,
  m.generator_rule_btw_shape,
  m.generator_rule_btw_typo,
  m.generator_rule_vat_missing,
  m.generator_rule_vat_greek,
  m.generator_rule_vat_prefix,
  m.generator_rule_postcode_missing,
  m.generator_rule_postcode_shape,
  m.generator_rule_number_like,
  m.generator_rule_number_too_large,
];

/** E-invoice rules the generator's own UBL can fail, worded by rule id; the id itself is shown as is. */
const EINVOICE_RULES: Readonly<Record<string, FixedMessage>> = {
  "BR-02": m.generator_einvoice_rule_br_02,
  "BR-06": m.generator_einvoice_rule_br_06,
  "BR-07": m.generator_einvoice_rule_br_07,
  "BR-25": m.generator_einvoice_rule_br_25,
  "BR-CO-26": m.generator_einvoice_rule_br_co_26,
  "BR-S-02": m.generator_einvoice_rule_br_s_02,
  "BR-NL-1": m.generator_einvoice_rule_br_nl_1,
  "BR-NL-2": m.generator_einvoice_rule_br_nl_2,
  "BR-NL-3": m.generator_einvoice_rule_br_nl_3,
  "BR-NL-4": m.generator_einvoice_rule_br_nl_4,
  "BR-NL-10": m.generator_einvoice_rule_br_nl_10,
  "BR-NL-11": m.generator_einvoice_rule_br_nl_11,
  "PEPPOL-EN16931-R003": m.generator_einvoice_rule_peppol_en16931_r003,
  "PEPPOL-EN16931-R008": m.generator_einvoice_rule_peppol_en16931_r008,
  "PEPPOL-EN16931-R010": m.generator_einvoice_rule_peppol_en16931_r010,
  "PEPPOL-EN16931-R020": m.generator_einvoice_rule_peppol_en16931_r020,
  "NL-R-001": m.generator_einvoice_rule_nl_r_001,
  "NL-R-002": m.generator_einvoice_rule_nl_r_002,
  "NL-R-003": m.generator_einvoice_rule_nl_r_003,
  "NL-R-004": m.generator_einvoice_rule_nl_r_004,
  "NL-R-005": m.generator_einvoice_rule_nl_r_005,
  "NL-R-007": m.generator_einvoice_rule_nl_r_007,
  // Rules a reviewed purchase invoice can fail before its UBL export (issue 31).
  "BR-03": m.generator_einvoice_rule_br_03,
  "BR-05": m.generator_einvoice_rule_br_05,
  "BR-09": m.generator_einvoice_rule_br_09,
  "BR-CO-09": m.generator_einvoice_rule_br_co_09,
  "BR-IC-11": m.generator_einvoice_rule_br_ic_11,
  "BR-O-02": m.generator_einvoice_rule_br_o_02,
  "BR-AE-02": m.generator_einvoice_rule_br_ae_02,
  "BR-E-02": m.generator_einvoice_rule_br_e_02,
  "BR-Z-02": m.generator_einvoice_rule_br_z_02,
};

const SUFFIXES: readonly FixedMessage[] = [m.generator_rule_kvk_every_invoice, m.generator_rule_iban_to_pay];

/** Messages with a value in them: the English shape, and how to word it. */
const PATTERNS: readonly {
  readonly pattern: RegExp;
  readonly word: (match: RegExpExecArray) => string;
}[] = [
  {
    pattern: /^Line (\d+): ([\s\S]+)$/,
    word: (match) => m.generator_rule_line({ line: match[1] ?? "", detail: wordPart(match[2] ?? "") }),
  },
  {
    pattern: /^([A-Z]{2}) is not a country that uses IBANs\.$/,
    word: (match) => m.generator_rule_iban_country({ country: match[1] ?? "" }),
  },
  {
    pattern: /^An IBAN from ([A-Z]{2}) has (\d+) characters; this one has (\d+)\.$/,
    word: (match) =>
      m.generator_rule_iban_length({
        country: match[1] ?? "",
        expected: match[2] ?? "",
        actual: match[3] ?? "",
      }),
  },
  {
    pattern: /^This is not the format of a VAT number from ([A-Z]{2})\.$/,
    word: (match) => m.generator_rule_vat_format({ country: match[1] ?? "" }),
  },
  {
    pattern: /^([A-Z]{2}) is not used in Dutch postcodes\.$/,
    word: (match) => m.generator_rule_postcode_letters({ letters: match[1] ?? "" }),
  },
  {
    pattern: /^Use at most (\d+) decimal places\.$/,
    word: (match) => m.generator_rule_decimals({ max: match[1] ?? "" }),
  },
];

let byEnglish: ReadonlyMap<string, FixedMessage> | null = null;

function indexByEnglish(): ReadonlyMap<string, FixedMessage> {
  byEnglish ??= new Map(
    [...FIXED_MESSAGES, ...SUFFIXES].map((message) => [message(undefined, { locale: "en" }), message]),
  );
  return byEnglish;
}

/** One sentence, or a known sentence followed by a known suffix ("… Dutch businesses state it …"). */
function wordPart(english: string): string {
  const fixed = indexByEnglish().get(english);
  if (fixed) return fixed();
  for (const suffix of SUFFIXES) {
    const tail = ` ${suffix(undefined, { locale: "en" })}`;
    if (english.endsWith(tail) && english.length > tail.length) {
      return `${wordPart(english.slice(0, -tail.length))} ${suffix()}`;
    }
  }
  for (const { pattern, word } of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return word(match);
  }
  return english;
}

/** A Dutch-rule finding's or a validator's message in the page's language. */
export function wordRuleFinding(english: string): string {
  return pageLanguage() === "en" ? english : wordPart(english);
}

/** What an e-invoice rule asks, in the page's language; core's English for a rule without wording. */
export function wordEInvoiceRule(id: string, english: string): string {
  if (pageLanguage() === "en") return english;
  return EINVOICE_RULES[id]?.() ?? english;
}

/** The rule ids worded by wordEInvoiceRule (tests compare their English with core's). */
export const WORDED_EINVOICE_RULES: readonly string[] = Object.keys(EINVOICE_RULES);

/** The message a field shows for its first error, in the page's language; none without an error. */
export function wordFieldError(finding: { readonly message: string } | undefined): string | undefined {
  return finding ? wordRuleFinding(finding.message) : undefined;
}
