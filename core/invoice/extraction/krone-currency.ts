import type { Layout } from "./layout";

/** "kr" or "kr." by an amount names a krone without saying which. */
const KRONE = /(?<![\p{L}])kr\.?(?![\p{L}])/iu;

/** What tells the three kroner apart: the IBAN or VAT prefix, and each country's own register words. */
const COUNTRY_SIGNS: readonly { readonly currency: string; readonly sign: RegExp }[] = [
  { currency: "DKK", sign: /(?<![A-Z])DK ?\d{2}|(?<![\p{L}])(cvr|moms i alt|at betale)(?![\p{L}])/giu },
  {
    currency: "SEK",
    sign: /(?<![A-Z])SE ?\d{2}|(?<![\p{L}])(bankgiro|plusgiro|momsreg\p{L}*|att betala)(?![\p{L}])/giu,
  },
  {
    currency: "NOK",
    sign: /(?<![A-Z])NO ?\d{2}|(?<![\p{L}])(mva|foretaksregisteret|å betale)(?![\p{L}])/giu,
  },
];

/**
 * The krone a document means when it prints "kr" and no currency code: the country its IBAN, VAT
 * number and register words point to. Null when it prints no "kr" or the signs do not decide.
 */
export function detectKroneCurrency(layout: Layout): string | null {
  const text = layout.lines.map((line) => line.text).join("\n");
  if (!KRONE.test(text)) return null;
  const scores = COUNTRY_SIGNS.map(({ currency, sign }) => ({
    currency,
    score: [...text.matchAll(sign)].length,
  }));
  const [best, second] = scores.sort((a, b) => b.score - a.score);
  return best && best.score > 0 && best.score > (second?.score ?? 0) ? best.currency : null;
}
