/**
 * Dutch (and English) words for what core/dedupe reports in English: comparison-level labels and
 * import errors. Core stays language-independent; the screen translates its labels and error codes.
 */
import type { ImportError } from "../../../core/dedupe/import/import-error";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";

const LEVELS: Readonly<Record<string, () => string>> = {
  "exact match": m.dedupe_level_exact_match,
  "near match": m.dedupe_level_near_match,
  "sounds alike": m.dedupe_level_sounds_alike,
  similar: m.dedupe_level_similar,
  different: m.dedupe_level_different,
  "one typo": m.dedupe_level_one_typo,
  "two typos": m.dedupe_level_two_typos,
  "one typo or day and month swapped": m.dedupe_level_date_swap,
  "same name at another domain, or one typo": m.dedupe_level_email_domain,
  "same number with or without country or area code, or one typo": m.dedupe_level_phone_local,
  "same area": m.dedupe_level_same_area,
  missing: m.dedupe_level_missing,
};

/** A comparison level as the user reads it ("near match" / "bijna gelijk"); unknown labels as given. */
export function describeLevel(label: string): string {
  return LEVELS[label]?.() ?? label;
}

/** An import error in the page language: English keeps the reader's exact words, others go by code. */
export function describeImportError(error: ImportError): string {
  if (pageLanguage() === "en") return error.message;
  switch (error.code) {
    case "empty":
      return m.dedupe_error_empty();
    case "binary":
      return m.dedupe_error_binary();
    case "old-xls":
      return m.dedupe_error_old_xls();
    case "not-xlsx":
      return m.dedupe_error_not_xlsx();
    case "zip-bomb":
      return m.dedupe_error_zip_bomb();
    case "broken-quotes": {
      const row = /\brow (\d+)/.exec(error.message)?.[1];
      return row ? m.dedupe_error_broken_quotes({ row }) : m.dedupe_error_broken_quotes_somewhere();
    }
    case "no-rows":
      return m.dedupe_error_no_rows();
    case "too-large":
      return m.dedupe_error_too_large();
    case "bad-xml":
      return m.dedupe_error_bad_xml();
    case "cancelled":
      return m.dedupe_error_cancelled();
    default:
      return error.message;
  }
}

/** A count printed in the page language (1,234 / 1.234). */
export function formatCount(count: number): string {
  return formatNumber(count, pageLanguage());
}

/** A number with exactly `digits` decimals in the page language (99.5 / 99,5). */
export function formatFixed(value: number, digits: number): string {
  return formatNumber(value, pageLanguage(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
