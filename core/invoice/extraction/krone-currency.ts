import type { Layout } from "./layout";

/** "kr" or "kr." by an amount names a krone without saying which. */
const KRONE = /(?<![\p{L}])kr\.?(?![\p{L}])/iu;

/**
 * What tells the three kroner apart: the IBAN or VAT prefix, each country's own register words, and
 * its language's invoice words. "Moms" is Swedish and Danish (Norway writes "MVA"), so it counts for both.
 */
const COUNTRY_SIGNS: readonly { readonly currency: string; readonly sign: RegExp }[] = [
  {
    currency: "DKK",
    sign: /(?<![A-Z])DK ?\d{2}|(?<![\p{L}])(cvr|moms|i alt|at betale|forfaldsdato|betalingsdato)(?![\p{L}])/giu,
  },
  {
    currency: "SEK",
    sign: /(?<![A-Z])SE ?\d{2}|(?<![\p{L}])(bankgiro|plusgiro|moms\p{L}*|att betala|förfallodatum|fakturadatum)(?![\p{L}])/giu,
  },
  {
    currency: "NOK",
    sign: /(?<![A-Z])NO ?\d{2}|(?<![\p{L}])(mva|foretaksregisteret|å betale|forfallsdato)(?![\p{L}])/giu,
  },
];

/** "kr" printed by an amount: a krone, though not which one. */
export function printsKrone(layout: Layout): boolean {
  return layout.lines.some((line) => KRONE.test(line.text));
}

/**
 * The krone a document means when it prints "kr" and no currency code: the country its IBAN, VAT
 * number and register words point to. Null when it prints no "kr" or the signs do not decide.
 */
export function detectKroneCurrency(layout: Layout): string | null {
  if (!printsKrone(layout)) return null;
  const text = layout.lines.map((line) => line.text).join("\n");
  const scores = COUNTRY_SIGNS.map(({ currency, sign }) => ({
    currency,
    score: [...text.matchAll(sign)].length,
  }));
  const [best, second] = scores.sort((a, b) => b.score - a.score);
  return best && best.score > 0 && best.score > (second?.score ?? 0) ? best.currency : null;
}

/** A Swiss company's own marks: its UID ("CHE-123.456.789 MWST") or a Swiss IBAN ("CH93 0076 …"). */
const SWISS_SIGNS = /(?<![\p{L}])(CHE-?\s?\d{3}\.?\d{3}\.?\d{3}|CH\d{2}(?: ?[\dA-Z]{4}){4})/u;

/**
 * Francs, for a page that prints no currency mark at all but a Swiss UID or IBAN. "MWST" alone does
 * not decide: German invoices print it too.
 */
export function detectSwissCurrency(layout: Layout): string | null {
  return layout.lines.some((line) => SWISS_SIGNS.test(line.text)) ? "CHF" : null;
}
