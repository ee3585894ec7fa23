import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import type { Layout } from "./layout";
import { hasLegalForm, withoutLegalFormTail } from "./supplier-signals";

/**
 * Issue 28, whose name it is: an invoice often names a second company beside the supplier, and the
 * page says its role. None of these names is the supplier's, whatever else the page prints about it.
 */

/**
 * Before a go-between's name: it takes the payment, ships the goods, runs the platform or the software
 * that made the invoice ("created with Invoice Ninja"), bought the claim (a factor), or owns the brand a
 * reseller sells ("registered trademark of", "authorised reseller of") (ADR 317).
 */
const INTERMEDIARY =
  /(?<![\p{L}])(?:(?:processed|handled|collected|powered|fulfill?ed|shipped|dispatched|operated)\s+by|(?:generated|created|made|sent)\s+(?:with|by|via|using)|erstellt mit|gemaakt met|verstuurd via|g[ée]n[ée]r[ée]e? (?:par|avec)|cr[ée][ée]e? avec|abgetreten an|mit befreiender wirkung nur an|gecedeerd aan|c[ée]d[ée]e? [àa]|(?:registered )?trademarks? of|eingetragene marke (?:der|von)|(?:geregistreerd )?handelsmerk van|marque d[ée]pos[ée]e de|(?:authori[sz]ed )?reseller of|vertriebspartner (?:der|von)|licensed (?:from|by)|payment (?:service )?provider|(?:betalingen? )?(?:worden |wordt )?verwerkt door|verzonden door|verstuurd door|afgehandeld door|zahlungsdienstleister|zahlungsabwicklung (?:durch|über)|abgewickelt (?:durch|über)|versand(?:t)? (?:durch|von)|encaiss[ée]e?s? par|trait[ée]e?s? par|exp[ée]di[ée]e?s? par)(?![\p{L}])[\s:]*/giu;

/** Before the seller's own name, where another company issues or hosts the invoice ("Verkocht door: …"). */
const PRINCIPAL =
  /(?<![\p{L}])(?:sold by|verkocht door|verkoop door|verkauft (?:von|durch)|vendu par|venduto da|vendido por|on behalf of|im (?:auftrag|namen) von|namens|au nom (?:et pour le compte )?de|pour le compte de|per conto di|en nombre de)(?![\p{L}])[\s:]*/giu;

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The text after each match of `phrase` on the page's segments, when a name (a capital or digit) follows. */
function namesAfter(layout: Layout, phrase: RegExp): string[] {
  const names: string[] = [];
  for (const line of layout.lines)
    for (const segment of line.segments)
      for (const match of segment.text.matchAll(phrase)) {
        const after = segment.text.slice((match.index ?? 0) + match[0].length);
        if (/^[\p{Lu}\p{N}]/u.test(after)) names.push(after);
      }
  return names;
}

function startsWithName(text: string, name: string): boolean {
  const short = compact(withoutLegalFormTail(name)) || compact(name);
  return short.length >= 3 && compact(text).startsWith(short);
}

/**
 * The page gives the name another role than the supplier's: it processes the payment or ships the
 * goods ("Payments are processed by Stripe Payments Europe, Ltd.", "Verzonden door: Shopmarkt B.V."),
 * or it names another company as the seller ("Verkocht door: Tuinhuis Jansen B.V.", "im Auftrag von
 * Stadtwerke Musterstadt GmbH") while the name read is not that company.
 */
export function isNamedInAnotherRole(layout: Layout, name: string): boolean {
  if (namesAfter(layout, INTERMEDIARY).some((after) => startsWithName(after, name))) return true;
  // Only a company counts as the seller named: "im Auftrag des Verkäufers von …" names a role.
  return namesAfter(layout, PRINCIPAL).some(
    (after) => hasLegalForm(firstPiece(after)) && !startsWithName(after, name),
  );
}

/** The text up to the first separator or sentence end: "Tuinhuis Jansen B.V. · Dorpsstraat 1" → the name. */
function firstPiece(text: string): string {
  return (text.split(/\s+[·•|–—-]\s+|[·•|;,]|\.\s+\p{Ll}/u)[0] ?? "").trim();
}

/** A bank's name: the IBAN beside it is the account it keeps, not its own (ADR 317). */
const BANK =
  /bank|sparkasse|banque|(?<![\p{L}])(?:banca|banco|caixa|raiffeisen|ing|bunq|knab|triodos|revolut|wise|qonto|n26|belfius|kbc|caisse d.[ée]pargne|cr[ée]dit (?:agricole|mutuel|lyonnais))(?![\p{L}])/iu;

export function isBankName(name: string): boolean {
  return BANK.test(name);
}

/** "Muster Deutschland GmbH, ein Unternehmen der …": text before a name that already names a company. */
export function namesCompany(text: string): boolean {
  return text
    .split(/\s+/)
    .some((word) => word.length > 0 && LEGAL_FORM_WORDS.has(word.replace(/[.,;:]/g, "").toLowerCase()));
}

const PIECE = /\s+[·•|–—-]\s+|\s*[·•|,]\s*/;

/**
 * Another company on the page shares the name's first word ("Muster Deutschland GmbH" beside "Muster
 * Holding AG"): a domain spelling only that word names the brand both carry, not which of them bills.
 */
export function sharesBrandWithAnotherCompany(layout: Layout, name: string, brand: string): boolean {
  const wanted = compact(name);
  return layout.lines.some((line) =>
    line.segments.some((segment) =>
      segment.text.split(PIECE).some((piece) => {
        const text = piece.trim();
        const first = compact(text.split(/\s+/)[0] ?? "");
        return first === brand && hasLegalForm(text) && compact(text) !== wanted;
      }),
    ),
  );
}
