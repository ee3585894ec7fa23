/**
 * The one money formatter for the screen (docs/decisions/181): `€ 1.234,56` in Dutch, `€1,234.56` in
 * English, other currencies by their ISO code (`USD 1,234.56`), negatives with a real minus sign. Amounts arrive as integer cents or as
 * exact decimal strings and never pass through a float, so what is shown is exactly what was stored.
 * Files (CSV, XLSX, UBL) do not use this: they keep machine-readable numbers.
 */
import { INTL_LOCALE, type Language } from "../i18n/language";

const cache = new Map<string, Intl.NumberFormat>();

function moneyFormat(
  language: Language,
  currency: string,
  fractionDigits: number | undefined,
): Intl.NumberFormat {
  const key = `${language}|${currency}|${fractionDigits ?? ""}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: "currency",
      currency,
      currencyDisplay: currency === "EUR" ? "symbol" : "code",
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    cache.set(key, format);
  }
  return format;
}

/** Integer cents (number or bigint) as an exact decimal string: -123456n → "-1234.56". */
export function centsToDecimal(cents: number | bigint): string {
  const value = typeof cents === "bigint" ? cents : BigInt(Math.round(cents));
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const whole = magnitude / 100n;
  const fraction = String(magnitude % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function isValidCurrency(currency: string): boolean {
  return /^[A-Z]{3}$/.test(currency);
}

/** "-€0.00" → "€0.00": a formatted amount whose digits are all zero is not negative. */
export function dropSignOfZero(formatted: string): string {
  return /[1-9]/.test(formatted) ? formatted : formatted.replace(/[-\u2212]/, "");
}

export interface MoneyFormatOptions {
  /** Whole units only (chart axes): `€ 1.235`. */
  readonly wholeUnits?: boolean;
}

/**
 * An exact decimal amount ("-1234.5", "0.12345") in a currency. Bank amounts keep every digit they
 * have beyond two; an unknown currency code is shown as written (`XYZ 12.50`).
 */
export function formatMoneyDecimal(
  amount: string,
  currency: string,
  language: Language,
  options: MoneyFormatOptions = {},
): string {
  const trimmed = amount.trim();
  if (!DECIMAL.test(trimmed)) throw new Error(`Not a decimal amount: "${amount}"`);
  const digits = trimmed.split(".")[1]?.length ?? 0;
  const fractionDigits = options.wholeUnits ? 0 : Math.max(2, digits);
  const code = isValidCurrency(currency) ? currency : "EUR";
  // Intl formats a numeric string exactly (Intl.NumberFormat v3), with no float in between. A real
  // minus sign, and plain spaces so the text is the same in PDFs, e-mails and tests (ADR 181).
  const formatted = moneyFormat(language, code, fractionDigits).format(trimmed as unknown as number);
  // An amount that shows as zero ("-0.00", or -0.4 in whole units) has no sign: never "−€ 0,00".
  const text = dropSignOfZero(formatted)
    .replace("-", "\u2212")
    .replace(/[\u00a0\u202f]/g, " ");
  return code === currency ? text : text.replace("€", currency || "");
}

/** Integer cents in a currency: 123456 → `€ 1.234,56` (nl) / `€1,234.56` (en). */
export function formatMoney(
  cents: number | bigint,
  currency: string,
  language: Language,
  options: MoneyFormatOptions = {},
): string {
  return formatMoneyDecimal(centsToDecimal(cents), currency, language, options);
}
