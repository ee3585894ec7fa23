import type { NumberFormat } from "./types";

const COMMA_DECIMAL = /^-?(\d{1,3}(\.\d{3})+|\d+),\d{2}-?$/;
const DOT_DECIMAL = /^-?(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})+,\d{3}|\d+)\.\d{2}-?$/;

/** Thousands separators besides `.` and `,`: spaces (plain, no-break, thin, narrow) and the Swiss apostrophe. */
const SPACE_GROUP = " \u00a0\u2009\u202f";
const APOSTROPHE_GROUP = "'’";
/** Symbols, longest first: a prefixed dollar ("NZ$", "US$") names its own currency before a bare "$". */
const CURRENCY_SYMBOLS: readonly (readonly [string, string])[] = [
  ["US$", "USD"],
  ["NZ$", "NZD"],
  ["AU$", "AUD"],
  ["CA$", "CAD"],
  ["HK$", "HKD"],
  ["A$", "AUD"],
  ["C$", "CAD"],
  ["S$", "SGD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₹", "INR"],
  ["¥", "JPY"],
  ["zł", "PLN"],
  ["$", "USD"],
];
const CURRENCY_CODES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "SEK",
  "DKK",
  "NOK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BGN",
  "ISK",
  "NZD",
  "AUD",
  "CAD",
  "INR",
  "JPY",
  "SGD",
  "HKD",
  "ZAR",
  "TRY",
  "CNY",
] as const;
const CODE_ALTERNATIVES = CURRENCY_CODES.join("|");
const ANY_CODE = new RegExp(`\\b(${CODE_ALTERNATIVES})\\b`, "i");
const ALL_CODES = new RegExp(`\\b(${CODE_ALTERNATIVES})\\b`, "gi");
const CODE_PATTERNS = CURRENCY_CODES.map((code) => [code, new RegExp(`\\b${code}\\b`)] as const);
const ALL_RUPEES = /(?<!\p{L})Rs\.?(?=\s?\d)/gu;
/** "Rs." and "Rs" before an amount are Indian rupees. */
const RUPEES = /(?<!\p{L})Rs\.?(?=\s?\d)/u;
/**
 * "Fr. 1'250.00", "SFr. 83.20", "83.20 Fr.": Swiss francs, only touching an amount. Case-sensitive,
 * so a French VAT prefix ("FR12…") is none, and the amount must end in cents and no date part follows,
 * so a German weekday ("Fr. 27.11.2026") is none.
 */
const FRANC_AMOUNT = String.raw`\d[\d'’ ]*[.,]\d{2}(?![\d.,])`;
const FRANCS = new RegExp(
  String.raw`(?<!\p{L})[sS]?Fr\.(?=\s?[-−–]?${FRANC_AMOUNT})|(?<=\d{2}\s?)[sS]?Fr\.(?!\p{L})`,
  "gu",
);

function stripCurrency(token: string): string {
  return token
    .replace(/(?:US|NZ|AU|A|CA|C|HK|S)?\$|€|£|₹|¥/g, "")
    .replace(/zł|(?<![\p{L}])kr\.?(?![\p{L}])/giu, "")
    .replace(ALL_RUPEES, "")
    .replace(FRANCS, "")
    .replace(ALL_CODES, "");
}

function symbolCurrency(text: string): string | null {
  for (const [symbol, code] of CURRENCY_SYMBOLS) if (text.includes(symbol)) return code;
  if (RUPEES.test(text)) return "INR";
  return text.search(FRANCS) >= 0 ? "CHF" : null;
}

/**
 * Decides per document whether `,` or `.` is the decimal separator, by voting over every token that
 * looks like an amount with two decimals. Ties go to the decimal comma (Dutch invoices).
 */
export function detectNumberFormat(tokens: readonly string[]): NumberFormat {
  let comma = 0;
  let dot = 0;
  for (const raw of tokens) {
    const token = stripCurrency(raw)
      .replace(/[()]/g, "")
      .replace(/(?<=\d)[\s'’](?=\d{3})/g, "")
      .trim();
    if (COMMA_DECIMAL.test(token)) comma += token.includes(".") ? 3 : 1;
    else if (DOT_DECIMAL.test(token)) dot += token.includes(",") ? 3 : 1;
  }
  return dot > comma ? "dot-decimal" : "comma-decimal";
}

function groupClass(format: NumberFormat): string {
  return format === "comma-decimal" ? `[.${SPACE_GROUP}]` : `[,${SPACE_GROUP}${APOSTROPHE_GROUP}]`;
}

/** The whole part of an amount: grouped by threes, or (dot-decimal) the Indian lakh form "1,25,000". */
function wholePattern(format: NumberFormat): string {
  const lakh = format === "dot-decimal" ? "|\\d{1,2}(?:,\\d{2})+,\\d{3}" : "";
  return `\\d{1,3}(?:${groupClass(format)}\\d{3})+${lakh}|\\d+`;
}

export interface ParsedAmount {
  readonly cents: number;
  readonly currency: string | null;
}

/**
 * Parses one printed amount into integer cents: `€ 1.234,56`, `1,234.56 EUR`, `-121,00`, `(50,00)`,
 * `121,00-`, `1 234,56 €` (French, Nordic, Polish thousands), `kr 1 234,50`, `1'234.56` (Swiss).
 * Whole numbers without decimals are refused: on an invoice they are quantities, years or ids far
 * more often than money.
 */
export function parseAmount(text: string, format: NumberFormat): ParsedAmount | null {
  let currency: string | null = symbolCurrency(text);
  const codeMatch = ANY_CODE.exec(text);
  if (codeMatch?.[1]) currency = codeMatch[1].toUpperCase();
  let body = stripCurrency(text).replace(/\s+/g, " ").trim();
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (/[-−–]$/.test(body)) {
    negative = true;
    body = body.slice(0, -1).trim();
  }
  const decimal = format === "comma-decimal" ? "," : ".";
  const pattern = new RegExp(`^(${wholePattern(format)})\\${decimal}(\\d{2})$`);
  const match = pattern.exec(body);
  if (!match?.[1] || !match[2]) return null;
  const whole = Number(match[1].replace(/\D/g, ""));
  if (!Number.isSafeInteger(whole) || whole > 1e12) return null;
  const cents = whole * 100 + Number(match[2]);
  return { cents: negative ? -cents : cents, currency };
}

/** All amounts in a string of text, left to right (e.g. `BTW 21% over € 100,00 € 21,00`). */
export function findAmounts(text: string, format: NumberFormat): ParsedAmount[] {
  const decimal = format === "comma-decimal" ? "," : "\\.";
  const pattern = new RegExp(
    `(?:€|(?:US|NZ|AU|A|CA|C|HK|S)?\\$|£|₹|Rs\\.?|EUR|USD|GBP|CHF|NZD|AUD|CAD|INR)?\\s?\\(?[-−–]?\\s?(?:€|\\$|£|₹)?\\s?(?:${wholePattern(format)})${decimal}\\d{2}(?![\\d])\\)?-?(?:\\s?(?:€|EUR|USD|GBP|CHF|NZD|AUD|CAD|INR))?`,
    "g",
  );
  const result: ParsedAmount[] = [];
  for (const match of text.matchAll(pattern)) {
    // "Sales tax 6.25%", "TVA 5,50 %": a rate, never money.
    if (/^\s?%/.test(text.slice(match.index + match[0].length))) continue;
    // A French thousands group must not swallow a preceding rate or quantity ("21 100,00").
    const parsed =
      parseAmount(match[0], format) ?? parseAmount(match[0].replace(/^.*\s(?=\d{1,3}[.,]\d{2})/, ""), format);
    if (parsed) result.push(parsed);
  }
  return result;
}

export function detectCurrencyCode(text: string): string | null {
  for (const [code, pattern] of CODE_PATTERNS) if (pattern.test(text)) return code;
  return symbolCurrency(text);
}

/** Formats cents as a plain decimal string (`-1234.56`) for exports and display inputs. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
