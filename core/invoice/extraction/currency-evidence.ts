import { matchLabel } from "./labels";
import type { Layout } from "./layout";

const CURRENCY_MARKS: Readonly<Record<string, RegExp>> = {
  EUR: /(\bEUR\b|€)/,
  USD: /(\bUSD\b|US\$)/,
  GBP: /(\bGBP\b|£)/,
  CHF: /\bCHF\b/,
  // Nordic and Polish invoices print the code itself ("I alt DKK", "12 500,00 SEK", "1 230,00 PLN").
  DKK: /\bDKK\b/,
  SEK: /\bSEK\b/,
  NOK: /\bNOK\b/,
  PLN: /\bPLN\b/,
};
const ANY_CURRENCY = /\b(EUR|USD|GBP|CHF|AUD|CAD|NZD|JPY|SEK|NOK|DKK|PLN|CZK|HUF|INR|CNY)\b|[€£$¥₹]/g;

/**
 * Every currency mark in `text` names `code`, and there is one. A lone "$" could be any dollar; it
 * counts as USD only on a page that names the dollar "USD" or "US$" somewhere ("Currency: USD",
 * "$144.00 (USD)").
 */
function onlyMarksOf(layout: Layout, text: string, code: string): boolean {
  const mark = CURRENCY_MARKS[code];
  if (!mark) return false;
  const namesUsd = code === "USD" && layout.lines.some((line) => /\bUSD\b|US\$/.test(line.text));
  const tokens = [...text.matchAll(ANY_CURRENCY)].map((match) => match[0]);
  return tokens.length > 0 && tokens.every((token) => mark.test(token) || (token === "$" && namesUsd));
}

/** The page prints this currency and no other. */
export function isOnlyCurrencyPrinted(layout: Layout, code: string): boolean {
  return onlyMarksOf(layout, layout.lines.map((line) => line.text).join("\n"), code);
}

/**
 * The cell of an amount prints this currency and no other ("390.00 EUR", "€99.00"), and no line
 * labelled as a total prints another one (a second totals row in the booking currency).
 */
export function isPrintedWithAmount(layout: Layout, cell: string, code: string): boolean {
  if (!onlyMarksOf(layout, cell, code)) return false;
  return !layout.lines.some(
    (line) =>
      line.segments.some((segment) => matchLabel("total", segment.text) !== null) &&
      !onlyMarksOf(layout, line.text, code) &&
      line.text.search(ANY_CURRENCY) >= 0,
  );
}

/** The invoice's currency labelled as such: "Rechnungswährung: EUR", "Currency: GBP", "Devise : EUR". */
const CURRENCY_LABEL =
  /^(?:rechnungsw[äa]hrung|w[äa]hrung|invoice currency|currency|devise|monnaie|valuta|moneda|divisa)\s*:?\s*([A-Z]{3})(?![\p{L}])/iu;

/**
 * The page labels its currency with this code, and labels no other: the label names the currency of
 * the invoice, whatever amounts in other currencies (a conversion, a "§" read as "$") it prints.
 */
export function isLabelledCurrency(layout: Layout, code: string): boolean {
  const labelled = layout.lines.flatMap((line) => {
    const match = CURRENCY_LABEL.exec(line.text.trim());
    return match?.[1] ? [match[1].toUpperCase()] : [];
  });
  return labelled.length > 0 && labelled.every((found) => found === code);
}
