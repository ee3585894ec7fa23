import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { isPostcodeLine } from "./address-blocks";
import { type LabelKey, matchLabel } from "./labels";
import type { Layout, Line, Segment } from "./layout";

/**
 * Legal forms the shared list leaves out because dropping them from names would merge companies, and
 * Luxembourg's "S.à r.l.", whose accent the list's "sarl" misses.
 */
const EXTRA_LEGAL_FORMS: ReadonlySet<string> = new Set([
  "se",
  "kgaa",
  "gbr",
  "ev",
  "eg",
  "pty",
  "sasu",
  "sàrl",
  "ug(haftungsbeschränkt)",
]);

/**
 * Whether a name ends in a legal form ("Coolblue B.V.", "Atlassian Pty Ltd", "Papoo GmbH & Co. KG",
 * "Acme Sp. z o.o."): the last one to four words, dots dropped, are a legal-form word.
 */
export function hasLegalForm(name: string): boolean {
  return legalFormWordCount(nameWords(name)) > 0;
}

/** The name's words, lower case, without its legal form ("Coolblue B.V." → "coolblue"). */
export function withoutLegalFormTail(name: string): string {
  const words = nameWords(name);
  return words.slice(0, words.length - legalFormWordCount(words)).join(" ");
}

function nameWords(name: string): string[] {
  return name.toLowerCase().replace(/[.,]/g, " ").split(/\s+/).filter(Boolean);
}

/** How many of the last one to four words (never all of them) form the longest legal form; 0 for none. */
function legalFormWordCount(words: readonly string[]): number {
  let found = 0;
  for (let count = 1; count <= Math.min(4, words.length - 1); count++) {
    const tail = words.slice(-count).join("");
    if (LEGAL_FORM_WORDS.has(tail) || EXTRA_LEGAL_FORMS.has(tail)) found = count;
  }
  return found;
}

const STREET_WORD =
  /(?<!\p{L})(straat|str\.?|stra(ss|ß)e|weg|laan|plein|platz|gasse|allee|ring|kade|gracht|singel|street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|boulevard|blvd\.?|place|square|suite|floor|rue|chemin|all[ée]e|bd)(?!\p{L})/iu;

/** A street line: a house number with a street word, or a number opening the line ("800 Boylston Street"). */
export function isStreetLine(text: string): boolean {
  const trimmed = text.trim();
  if (/^\d+[a-z]?\s+\p{L}/iu.test(trimmed) && !hasLegalForm(trimmed)) return true;
  return STREET_WORD.test(trimmed) && /\d/.test(trimmed);
}

/** Words printed big at the top that are never the issuer: document titles, statuses, copies. */
const NOT_A_NAME =
  /^(payment receipt|receipt|summary|original|copy|duplicate|statement|paid|unpaid|overdue|quote|quotation|offerte|pro ?forma|order confirmation|bestelbevestiging|orderbevestiging|thank you|thanks|danke|merci|bedankt|net \d+|due on receipt|payable on receipt|page \d+|payment method|paid with|betaalmethode|betaalwijze|betaald met|zahlungsart|zahlungsweise|bezahlt mit|mode de (?:paiement|r[èe]glement)|moyen de paiement)\b/i;

/**
 * Text at the top of a page that is not the issuer's name: a title or status, a "label: value" pair
 * ("Siège social : …", "Afleveradres:"), payment terms, or a slogan (a sentence: several words
 * ending in a full stop, "!" or "?").
 */
export function isNotSupplierName(text: string): boolean {
  const trimmed = text.trim();
  if (NOT_A_NAME.test(trimmed)) return true;
  if (/^[^:]{1,40}\s?:/.test(trimmed)) return true;
  if (/[!?]$/.test(trimmed)) return true;
  const words = trimmed.split(/\s+/);
  return words.length >= 3 && trimmed.endsWith(".") && !hasLegalForm(trimmed);
}

/**
 * What a footer's legal line carries next to the name: registration, VAT and office details, also in
 * the suppliers' own languages ("Org.nr", "CVR", "Momsreg.nr", "CIF/NIF", "P.IVA", "NIP", "Y-tunnus",
 * "UID", "Registro Mercantil", "Kamer van Koophandel", the Belgian register "RPR"/"RPM").
 */
const LEGAL_LINE_MARK =
  /(?<!\p{L})(kvk|k\.v\.k|coc|btw|vat|ust|mwst|tva|iban|bic|hrb|hra|handelsregister|amtsgericht|registergericht|registered|registration|company (?:no|number|reg)|reg\.? ?no|siret|siren|rcs|sitz|si[èe]ge|gesch[äa]ftsf[üu]hrer|directors?|chamber of commerce|abn|acn|au capital|capital social|share capital|stammkapital|org\.? ?nr|org\.?-nummer|organisasjonsnummer|organisationsnummer|cvr|momsreg|moms-nr|cif|nif|nipc|p\.? ?iva|partita iva|codice fiscale|nip|regon|krs|y-tunnus|alv-tunnus|uid|registro mercantil|kamer van koophandel|rpr|rpm)(?!\p{L})/iu;
const LEGAL_LINE_SEPARATOR = /\s+[·•|–—-]\s+|\s*[·•|]\s*|,\s+|\s{2,}/;

/** "Fietsonderdelen.nl is een handelsnaam van Velo Parts B.V.": the legal name follows the phrase. */
const TRADE_NAME_OF =
  /^.*?(?:is een handelsnaam van|handelsnaam van|is a trading name of|a trading name of|ist eine marke der|est une marque de)\s+/i;
const COPYRIGHT = /^(©|\(c\)|copyright)\s*(\d{4}\s*)?/i;

/**
 * A footer line that names the issuer: it carries registration or VAT details, opens with "©", or,
 * in the lowest quarter of the page (never the address window), prints the name followed by its
 * street or postcode ("Stackyard Hosting Ltd · 3 Wellington Place").
 */
function isLegalLine(text: string, pieces: readonly string[], atFoot: boolean): boolean {
  if (LEGAL_LINE_MARK.test(text) || COPYRIGHT.test(text.trim())) return true;
  return atFoot && pieces.slice(1).some((piece) => isStreetLine(piece) || isPostcodeLine(piece.trim()));
}

/**
 * A footer printed in columns: the name alone on its line, its registration ("HRB 12345",
 * "USt-IdNr. …") on one of the next lines, in its column or a column to its right.
 */
function markBelowInColumn(layout: Layout, segment: Segment): boolean {
  for (const line of layout.lines.slice(segment.line + 1, segment.line + 4)) {
    if (line.page !== segment.page) return false;
    const marked = line.segments.some(
      (other) => other.x > segment.x - segment.height * 2 && LEGAL_LINE_MARK.test(other.text),
    );
    if (marked) return true;
  }
  return false;
}

/** Whether page 1 prints the name on its own above the footer (a letterhead's trading name). */
function printedAbove(layout: Layout, name: string, footer: Segment): boolean {
  const wanted = name.toLowerCase();
  return layout.lines.some(
    (line) =>
      line.page === 1 &&
      line.index !== footer.line &&
      line.y + line.height <= footer.y &&
      line.segments.some((segment) => segment.text.trim().toLowerCase() === wanted),
  );
}

/**
 * The issuer's legal name from a footer line (`isLegalLine`): "Coolblue B.V. · KvK 24282365 · BTW
 * NL…", "© 2026 Flowbase Inc. · 350 Mission Street", "Acme Ltd, registered in England". Its first
 * piece ends in a legal form, or repeats a name printed on its own higher up (a sole trader's trading
 * name has no legal form). The lowest such line on page 1 wins; `skip` excludes the buyer's name.
 */
export function footerLegalName(layout: Layout, skip: (name: string) => boolean): Segment | undefined {
  let found: Segment | undefined;
  const firstPage = layout.lines.filter((line) => line.page === 1);
  const bottom = Math.max(...firstPage.map((line) => line.y + line.height), 1);
  for (const line of firstPage) {
    for (const segment of line.segments) {
      const pieces = segment.text.split(LEGAL_LINE_SEPARATOR);
      const atFoot = line.y > bottom * 0.75;
      const columnName = atFoot && pieces.length === 1 && markBelowInColumn(layout, segment);
      if (!columnName && !isLegalLine(line.text, pieces, atFoot)) continue;
      const first = pieces[0]?.trim() ?? "";
      // "Koala Mobile Pty Ltd ABN 12 345 678 901": the name ends where its registration starts.
      const mark = LEGAL_LINE_MARK.exec(first)?.index ?? 0;
      // "Acme Limited is registered in Ireland": the name ends before the verb of its sentence.
      const named = (mark > 0 ? first.slice(0, mark) : first).replace(/\s+(?:is|ist|est)\s*$/i, "");
      // "Kontoinhaber: Brightwave GmbH" over its IBAN: the name is the label's value.
      const name = named.replace(COPYRIGHT, "").replace(TRADE_NAME_OF, "").replace(LABEL_PREFIX, "").trim();
      if (name.length < 3 || name.length > 60 || skip(name) || /\d{3}/.test(name)) continue;
      if (isAmountLabel(name)) continue;
      const repeated = atFoot && LEGAL_LINE_MARK.test(line.text) && printedAbove(layout, name, segment);
      if (!hasLegalForm(name) && !repeated) continue;
      found = { ...segment, text: name };
    }
  }
  return found;
}

const AMOUNT_LABELS: readonly LabelKey[] = ["subtotal", "vatTotal", "total", "amountDue"];

/**
 * A totals table's heading ("TOTAL HT | TOTAL TVA | TOTAL TTC") in the lowest quarter carries a
 * legal line's mark ("TVA") and repeats a column heading printed higher up: a label, never a name.
 */
function isAmountLabel(text: string): boolean {
  return AMOUNT_LABELS.some((key) => matchLabel(key, text)?.trim() === "");
}

const LABEL_PREFIX = /^[^:]{1,30}:\s*/;

/** Who the payment goes to: the bank account's holder, named after its label. */
const HOLDER_LABEL =
  "account name|account holder|beneficiary|payee|kontoinhaber(?:in)?|rekeninghouder|titulaire du compte|b[ée]n[ée]ficiaire";
const ACCOUNT_HOLDER = new RegExp(`^(?:${HOLDER_LABEL})\\s*:\\s*(\\p{L}.{1,58})$`, "iu");
/** The label alone, its name in the next column ("Account holder | Brightwave Studio B.V."). */
const HOLDER_LABEL_ALONE = new RegExp(`^(?:${HOLDER_LABEL})\\s*:?$`, "iu");
/** "… op NL91 ABNA 0417 1643 00 t.n.v. Brightwave Studio B.V. o.v.v. BW-311": the Dutch "in the name of". */
const IN_THE_NAME_OF =
  /(?<![\p{L}])(?:t\.\s?n\.\s?v\.?|ten name van)\s+(\p{L}[^,;]{1,58}?)(?:\s+(?:o\.\s?v\.\s?v\.?|onder vermelding)(?![\p{L}]).*|[,;].*)?$/iu;
/**
 * A direct debit mandate: the account it names is the one the customer is debited from. German
 * "Lastschrift" and French "prélèvement" mandates too.
 */
const DIRECT_DEBIT =
  /(?<![\p{L}])(?:direct debit|mandate|machtiging|incasso|lastschrift\p{L}*|sepa-lastschrift\p{L}*|einzugserm[äa]chtigung|pr[ée]l[èe]vement|mandat)(?![\p{L}])/iu;

function holderOf(line: Line, segment: Segment): string | undefined {
  const text = segment.text.trim();
  const labelled = ACCOUNT_HOLDER.exec(text)?.[1] ?? IN_THE_NAME_OF.exec(text)?.[1];
  if (labelled) return labelled.trim();
  if (!HOLDER_LABEL_ALONE.test(text)) return undefined;
  const next = line.segments.find((other) => other.x > segment.x + segment.width);
  return next && next.text.trim().length <= 60 ? next.text.trim() : undefined;
}

/** The holder's line or the three above it speak of a direct debit mandate. */
function isInMandate(layout: Layout, line: Line): boolean {
  return layout.lines
    .slice(Math.max(0, line.index - 3), line.index + 1)
    .some((other) => other.page === line.page && DIRECT_DEBIT.test(other.text));
}

/**
 * The bank account's holder ("Account name: Brightwave Studio Ltd", "Kontoinhaber | …", "t.n.v. …")
 * when it ends in a legal form: the company that is paid is the one that invoices. A holder without a
 * legal form is often the owner, so it is never used; nor is the holder of a direct debit mandate,
 * the customer's own account.
 */
export function accountHolderName(layout: Layout): Segment | undefined {
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    for (const segment of line.segments) {
      const name = holderOf(line, segment);
      if (name && hasLegalForm(name) && !isInMandate(layout, line)) return { ...segment, text: name };
    }
  }
  return undefined;
}

/**
 * A line that names the issuer in words: "Receipt from Orbit Labs, Inc." (card receipts), "Sold by
 * Kitchenware Direct GmbH" (marketplaces), "trading as Hughes Digital" (a sole trader under the
 * owner's name), "h.o.d.n. Woordwerk".
 */
const SENDER_PHRASE =
  /^(?:receipt from|invoice from|sold by|verkocht door|verkauft (?:von|durch)|vendu par|trading as|t\/a|h\.o\.d\.n\.?|handelend onder de naam)\s+(\p{L}.{1,58})$/iu;

export function namedSender(
  layout: Layout,
  skip: (line: number, segment: Segment) => boolean,
): Segment | undefined {
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    for (const segment of line.segments) {
      const name = SENDER_PHRASE.exec(segment.text.trim())?.[1]?.trim();
      if (name && !skip(line.index, segment)) return { ...segment, text: name };
    }
  }
  return undefined;
}

/** Domains of the web and e-mail addresses printed on page 1 ("mail@semrush.com" → "semrush"). */
export function pageDomains(layout: Layout, skipLine: (line: number, segment: Segment) => boolean): string[] {
  const domains = new Set<string>();
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    for (const segment of line.segments) {
      if (skipLine(line.index, segment)) continue;
      for (const word of segment.words) {
        const domain = /(?:@|www\.|https?:\/\/)([a-z0-9-]+)\.[a-z]{2,}/i.exec(word.text)?.[1];
        if (domain && !/^(gmail|hotmail|outlook|yahoo|icloud|live|gmx|web|t-online)$/i.test(domain))
          domains.add(domain.toLowerCase());
      }
    }
  }
  return [...domains];
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\d]/gu, "");
}

/** Whether a name and a domain are the same trading name ("Semrush Inc." ↔ semrush). */
export function matchesDomain(name: string, domains: readonly string[]): boolean {
  const first = squash(name.split(/\s+/)[0] ?? "");
  return first.length >= 3 && domains.some((domain) => domain.startsWith(first) || first.startsWith(domain));
}

/** The part before the @ of every e-mail address on page 1 ("gregory@…" → "gregory"). */
export function emailNames(layout: Layout): string[] {
  const names: string[] = [];
  for (const line of layout.lines) {
    if (line.page !== 1) break;
    // Word by word: an address is one word, and a word is at most 200 characters long.
    for (const word of line.words) {
      const name = /^(?:e-?mail:?)?([a-z0-9._-]+)@[a-z0-9-]+\./i.exec(word.text)?.[1];
      if (name) names.push(name.toLowerCase());
    }
  }
  return names;
}

/** "de", "van der", "von", "ter" inside a person's name ("Jan de Vries"); never its first or last word. */
function isNameParticle(word: string, index: number, words: readonly string[]): boolean {
  return (
    index > 0 &&
    index < words.length - 1 &&
    /^(de|der|den|van|von|ter|ten|te|du|da|di|le|la|zu|'t)$/.test(word)
  );
}

/**
 * A sole trader's line "SwissDev Greg Janusz Tomasik": the trading name followed by the owner's name.
 * When the first words spell the start of the issuer's domain (swissdevjobs.ch) and the words after
 * them are a person's name (two to four capitalised words, one of them the start of an e-mail
 * address's name, "greg" in gregory@…), the trading name is kept.
 */
export function tradingNameBeforePerson(
  name: string,
  domains: readonly string[],
  mailboxes: readonly string[],
): string {
  if (hasLegalForm(name)) return name;
  const words = name.trim().split(/\s+/);
  for (let count = 1; count < words.length; count++) {
    const head = squash(words.slice(0, count).join(""));
    const rest = words.slice(count);
    const person =
      rest.length >= 2 &&
      rest.length <= 4 &&
      rest.every((word, index) => /^\p{Lu}[\p{Ll}'-]+$/u.test(word) || isNameParticle(word, index, rest)) &&
      rest.some((word) => word.length >= 3 && mailboxes.some((box) => box.startsWith(squash(word))));
    if (head.length >= 4 && person && domains.some((domain) => domain.startsWith(head)))
      return words.slice(0, count).join(" ");
  }
  return name;
}

/** "Acme Webdesign Ltd — Web design & hosting", "Acme | Studio for brands": the name before its tagline. */
export function withoutTagline(text: string): string {
  const first = text.split(/\s+[—–|·•]\s+/)[0]?.trim() ?? "";
  return /\p{L}{2}/u.test(first) ? first : text.trim();
}
