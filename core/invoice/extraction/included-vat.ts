import { findAmounts } from "./amounts";
import type { Layout } from "./layout";
import type { Box, NumberFormat } from "./types";

/**
 * A VAT amount stated as part of a gross price: "incl. 21% btw € 8,68", "waarvan btw 7,29",
 * "inkl. 19 % MwSt. 3,19", "includes VAT of £2.00", "dont TVA 20 % 5,00", "Plus GST" is not one.
 * Webshops and SaaS vendors price their lines incl. VAT and print only this line below the total.
 * Nordic and Southern webshops say it their way: "Heraf moms 25%", "varav moms", "herav mva",
 * "josta alv", "w tym VAT", "di cui IVA", "de los cuales IVA", "dos quais IVA".
 */
const INCLUDED_VAT =
  /^(?:hierin|waarvan|daarvan|davon|darin|dont|incl\.?|inkl\.?|inclusief|inklusive|includes?|including|enth[äa]lt|enthaltene?|contains|heraf|herav|varav|d[äa]rav|josta|siit[äa]|w tym|di cui|de los cuales|dos quais)\s+(?:(?:de|of|an)\s+)?(?:\d{1,2}(?:[.,]\d{1,2})?\s?%\s+)?(?:btw|vat|mwst\.?|ust\.?|umsatzsteuer|mehrwertsteuer|tva|gst|tax|moms|mva|alv|iva)(?!\p{L})/iu;
/** The same after the amount's words: "21% btw inbegrepen", "VAT included", "MwSt. enthalten", "VAT (included)". */
const VAT_INCLUDED_AFTER =
  /(?:btw|vat|mwst\.?|ust\.?|tva|gst|tax)\s*[([]?\s*(?:inbegrepen|included|enthalten|incluse?)(?!\p{L})/iu;
/**
 * The amount between the words, as webshop carts print it beside or under the total: "Including £7.66
 * in taxes", "(includes €3.47 VAT)", "(inclusief € 16,45 btw)", "(enthält 3,19 € MwSt.)".
 */
const AMOUNT_IN_PHRASE =
  /(?:^|[\s(])(?:includes?|including|inclusief|incl\.?|inkl\.?|enth[äa]lt)\s+[^\p{L}\d]{0,3}\d[\d.,\s]*[.,]\d{2}\s?(?:€|EUR)?\s+(?:in\s+)?(?:taxes|tax|vat|btw|mwst\.?|ust\.?|tva|gst)(?!\p{L})/iu;

/** The text before an included-VAT phrase: "£64.80 (includes £10.80 VAT)" is the gross "£64.80". */
export function withoutIncludedVatPhrase(text: string): string {
  const match = AMOUNT_IN_PHRASE.exec(text);
  return match ? text.slice(0, match.index) : text;
}

export interface IncludedVat {
  readonly vatCents: number;
  readonly box: Box;
}

/** Every VAT amount printed as included in a gross amount, in reading order. */
export function findIncludedVat(layout: Layout, format: NumberFormat): IncludedVat[] {
  const found: IncludedVat[] = [];
  for (const line of layout.lines) {
    const start = line.segments.findIndex(
      (segment) =>
        INCLUDED_VAT.test(segment.text.trim()) ||
        VAT_INCLUDED_AFTER.test(segment.text) ||
        AMOUNT_IN_PHRASE.test(segment.text),
    );
    if (start < 0) continue;
    const segments = line.segments.slice(start);
    const amount = segments.flatMap((segment) => findAmounts(segment.text, format)).at(-1);
    const last = segments.findLast((segment) => findAmounts(segment.text, format).length > 0);
    if (amount && amount.cents > 0 && last) found.push({ vatCents: amount.cents, box: last });
  }
  return found;
}
