import type { Layout } from "./layout";
import { asName } from "./receipt-name";
import type { Field } from "./types";

/**
 * A footer's thanks that names the store: "Bedankt voor uw bezoek bij X", "Vielen Dank für Ihren Einkauf
 * bei X", "Merci d'avoir choisi X", "Thank you for shopping at X", "Gracias por su compra en X",
 * "Grazie per aver scelto X"; the name may wrap onto the next line.
 */
const THANKS_AT =
  /(?:bezoek|aankoop|welkom(?: terug)?|einkauf|besuch|ihr team|visite|achats?|avoir choisi|bient[ôo]t|shopping|visiting|soon|choosing|compra|visitar|aver scelto|visita)\s+(?:bij|bei|von|chez|at|with|en|da)?\s*(.*)$/iu;

/** "Thank you for shopping with us", "Bedankt voor uw bezoek bij ons": the thanks names no one. */
const PRONOUN = /^\W*(?:us|ons|uns|nous|noi|nosotros|you|u)(?!\p{L})/iu;

/**
 * The store's name from the footer's thanks: for a roll whose header holds no readable name (a logo,
 * a name in type the OCR lost). Only the words after the thanks, and only when they read as a name.
 */
export function extractThanksName(layout: Layout): Field<string> | undefined {
  for (const [index, line] of layout.lines.entries()) {
    const match = THANKS_AT.exec(line.text);
    if (!match) continue;
    const next = layout.lines[index + 1];
    const rest = match[1]?.trim() ? match[1] : (next?.text ?? "");
    if (PRONOUN.test(rest)) continue;
    const name = asName(rest);
    if (!name || name.split(/\s+/).length > 6) continue;
    const at = match[1]?.trim() ? line : (next ?? line);
    return {
      value: name,
      confidence: 0.7,
      source: { page: at.page, x: at.x, y: at.y, width: at.width, height: at.height },
    };
  }
  return undefined;
}
