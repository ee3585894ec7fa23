import {
  MORE_LANGUAGE_CREDIT_NOTE_WORDS,
  MORE_LANGUAGE_CUSTOMER_CONTEXT,
  MORE_LANGUAGE_LABELS,
  MORE_LANGUAGE_REVERSE_CHARGE,
  MORE_LANGUAGE_TITLES,
} from "./labels-more-languages";
import { PRODUCER_CREDIT_NOTE_WORDS, PRODUCER_LABELS } from "./labels-producers";

/**
 * Field labels in Dutch, English, German and French (eight more languages: labels-more-languages.ts).
 * Each pattern is matched at the start of a segment (case-insensitive); specific labels come before
 * generic ones ("Leverdatum" before "Datum").
 */
export const LABELS = {
  invoiceNumber: [
    "factuurnummer",
    "factuurnr\\.?",
    "factuur nr\\.?",
    "factuur no\\.?",
    "creditnota ?nummer",
    "creditnotanr\\.?",
    "notanummer",
    "nota ?nr\\.?",
    "bill (?:number|no\\.?|#)",
    "invoice number",
    "invoice no\\.?",
    "invoice nr\\.?",
    "invoice #",
    "invoice id",
    "tax invoice (?:no\\.?|number|#)",
    "inv\\.? ?(?:no\\.?|nr\\.?|#|number)",
    "invoice ref(?:erence|\\.)?",
    "vat invoice (?:no\\.?|number|#)",
    "document number",
    "document #",
    "credit note number",
    "credit note no\\.?",
    "rechnungsnummer",
    "rechnungs-nr\\.?",
    "r[eg]\\.?-?nr\\.?",
    "rechnung nr\\.?",
    "gutschriftsnummer",
    "gutschrift nr\\.?",
    "num[ée]ro de facture",
    "n° de facture",
    "n[°º] ?facture",
    "facture n°",
    "facture (?:d'acompte|de solde|rectificative) n°",
    "no de facture",
    "num[ée]ro d'avoir",
    "avoir n°",
    "\\p{L}*rechnungs?(?:nummer| ?nr\\.?| no\\.?)",
    "\\p{L}*rechnung",
    "belegnummer",
    "beleg-nr\\.?",
    "beleg ?nr\\.?",
    "factuur",
    "invoice",
    "facture",
    "avoir",
    "nota",
    "num[ée]ro",
    "n°",
    "document no\\.?",
    "receipt #",
    "receipt (?:number|no\\.?)",
    "invoice for (?:order )?#",
  ],
  deliveryDate: [
    "leverdatum",
    "leveringsdatum",
    "afleverdatum",
    "datum levering",
    "delivery date",
    "date of delivery",
    "date of supply",
    "supply date",
    "lieferdatum",
    "leistungsdatum",
    "date de livraison",
    "date de prestation",
  ],
  dueDate: [
    "vervaldatum",
    "uiterste betaaldatum",
    "te betalen v[óo]{1,2}r",
    "betalen v[óo]{1,2}r",
    "due date",
    "payment due",
    "due on",
    "pay by",
    "f[äa]llig am",
    "f[äa]lligkeitsdatum",
    "f[äa]lligkeitstag",
    "f[äa]lligkeit",
    "zahlbar bis",
    "date d'[ée]ch[ée]ance",
    "date [ée]ch[ée]ance",
    "[ée]ch[ée]ance",
    "[àa] payer avant le",
    "zahlbar bis zum",
    "zahlungsziel",
    "please remit until",
    "payable until",
    "payable by",
    "remit by",
    "to be paid by",
    "date limite de paiement",
    "payable le",
  ],
  invoiceDate: [
    "factuurdatum",
    "creditnotadatum",
    "invoice date",
    "date of invoice",
    "credit note date",
    "issue date",
    "rechnungsdatum",
    "gutschriftsdatum",
    "date de facture",
    "date de facturation",
    "date d'[ée]mission",
    "date de l'avoir",
    "date de la facture",
    "date of issue",
    "date issued",
    "issued on",
    "datum van uitgifte",
    "uitgiftedatum",
    "ausstellungsdatum",
    "bill date",
    "dated",
    "datum",
    "date",
  ],
  paymentTerms: [
    "betaaltermijn",
    "betalingstermijn",
    "betalingsconditie",
    "payment terms?",
    "terms",
    "zahlungsziel",
    "zahlungsbedingungen",
    "conditions de paiement",
    "d[ée]lai de paiement",
  ],
  paymentReference: [
    "betalingskenmerk",
    "betaalkenmerk",
    "o\\.v\\.v\\.",
    "payment reference",
    "remittance reference",
    "zahlungsreferenz",
    "verwendungszweck",
    "r[ée]f[ée]rence de paiement",
    "r[ée]f[ée]rence de virement",
    "communication",
  ],
  customer: [
    "factuur aan",
    "factuuradres",
    "gefactureerd aan",
    "klant",
    "aan:",
    "bill to",
    "billed to",
    "invoice to",
    "customer",
    "sold to",
    "rechnung an",
    "rechnungsempf[äa]nger",
    "kunde",
    "empf[äa]nger",
    "factur[ée] [àa]",
    "adress[ée] [àa]",
    "client",
    "destinataire",
    "k[äa]ufer(?:/leistungsempf[äa]nger)?",
    "leistungsempf[äa]nger",
    "rechnungsadresse",
    "rechnungsanschrift",
    "an:",
    "buyer",
    "invoice address",
    "billing address",
    "acheteur",
    "adresse de facturation",
    "adresse du client",
    "adresse client",
    "afnemer",
    "koper",
    "to:",
    "bill-to",
    "recipient",
    "invoiced to",
    "ontvanger",
    "geadresseerde",
    // Freelance and order forms, and the "details" blocks of SaaS and bookkeeping apps.
    "opdrachtgever",
    "auftraggeber",
    "besteller",
    "debiteur",
    "klantgegevens",
    "(?:your|customer|client) details",
    "customer information",
    "bill-to party",
    "purchaser",
  ],
  supplier: [
    "van:",
    "leverancier",
    "from",
    "supplier",
    "seller",
    "von",
    "lieferant",
    "verk[äa]ufer",
    "fournisseur",
    "vendeur",
    "[ée]metteur",
    "rechnungs(?:er)?steller",
    "leistungserbringer",
    "vendor",
    "sold by",
    "verkocht door",
    "verkauft (?:von|durch)",
    "vendu par",
    "prestataire",
    "issued by",
    "provided by",
    "billed by",
    "invoice from",
    "pay(?:able)? to",
    "remit to",
    "please (?:remit|pay|make payment)(?: payment)? to",
    "make (?:all )?(?:cheques|checks|payments?) payable to",
    "verkoper",
    "afzender",
    "absender",
    "aussteller",
    "exp[ée]diteur",
    "opdrachtnemer",
    "auftragnehmer",
    "dienstverlener",
    "anbieter",
    "(?:company|supplier|our) details",
    "onze gegevens",
    "service provider",
    "payee",
    "biller",
    "sender",
    "merchant(?: of record)?",
  ],
  kvk: [
    "kvk-nummer",
    "kvk-nr\\.?",
    "kvk nr\\.?",
    "kvk",
    "k\\.v\\.k\\.",
    "coc",
    "coc number",
    "chamber of commerce",
    "kamer van koophandel",
  ],
  bic: ["bic/swift", "swift/bic", "bic", "swift", "swift code"],
  iban: [
    "iban",
    "rekeningnummer",
    "rekening",
    "bankrekening",
    "account number",
    "bank account",
    "konto",
    "compte",
  ],
  vatId: [
    "btw-nummer",
    "btw-nr\\.?",
    "btw-id",
    "btw nr\\.?",
    "btw id",
    "vat number",
    "vat no\\.?",
    "vat id",
    "vat reg\\. no\\.?",
    "ust-idnr\\.?",
    "ust-id",
    "ust\\.-id-nr\\.?",
    "n° tva",
    "tva intracommunautaire",
    "num[ée]ro de tva",
    "n° de tva",
  ],
  subtotal: [
    "subtotaal",
    "totaal excl\\.? ?btw",
    "totaal exclusief btw",
    "netto ?bedrag",
    "subtotal",
    "sub-total",
    "sub total",
    "sub-?total \\((?:ex|excl?)\\.? ?(?:gst|vat|tax|btw)\\)",
    "warenwert(?: netto)?",
    "nettowarenwert",
    "bedrag excl\\.? ?btw",
    "excl\\.? ?(?:btw|vat|tax|gst|mwst|ust)\\.?",
    "maatstaf van heffing",
    "total \\(excl\\.? ?(?:vat|tax|gst|btw)\\)",
    "total charges before (?:vat|tax)",
    "total before (?:vat|tax)",
    "taxable value",
    "total exkl\\.? ?(?:mwst|ust)\\.?",
    "total excl\\.? ?vat",
    "net amount",
    "net total",
    "total net",
    "zwischensumme",
    "nettobetrag",
    "summe netto",
    "gesamt netto",
    "netto",
    "sous-total",
    "total ht",
    "montant ht",
    "total hors taxes",
    "rechnungssumme ohne (?:ust|mwst)\\.?",
    "rechnungssumme netto(?: \\((?:exkl|excl)\\.? ?(?:ust|mwst)\\.?\\))?",
    "summe netto",
    "nettosumme",
    "gesamtsumme netto",
    "total before tax",
    "total excl\\.? ?tax",
    "total without vat",
    "net total",
    "total hors taxes?",
    "montant net",
    "montant hors taxes?",
    "untaxed amount",
    "gesamtbetrag \\(?netto\\)?",
    "netto totaal",
    "gesamtbeitrag",
    "net",
    // A net label qualified by its tax word: "Subtotal excl. VAT", "Total excluding tax", "Total H.T.".
    "total excluding (?:vat|tax|gst)",
    "sub-?total \\(?excl(?:uding|\\.)? ?(?:vat|tax|gst)\\)?",
    "amount \\(?excl(?:uding|\\.)? ?(?:vat|tax|gst)\\)?",
    "amount before tax",
    "taxable amount",
    "total net amount",
    "invoice subtotal",
    "total h\\.t\\.?",
    "sous-total ht",
    "subtotaal excl\\.? ?btw",
    "bedrag exclusief btw",
    "exclusief btw",
    "summe \\(netto\\)",
    "totaal excl\\.?",
  ],
  total: [
    "totaal incl\\.? ?btw",
    "totaal inclusief btw",
    "totaalbedrag",
    "totaal",
    "total incl\\.? ?vat",
    "invoice total",
    "total amount",
    "total",
    "gesamtbetrag",
    "gesamtbetrag \\(?brutto\\)?",
    "rechnungsbetrag",
    "summe brutto",
    "gesamt brutto",
    "gesamtsumme",
    "total ttc",
    "montant ttc",
    "montant total",
    "bruttosumme",
    "rechnungssumme brutto(?: \\(inkl\\.? ?(?:ust|mwst)\\.?\\))?",
    "rechnungssumme",
    "endsumme",
    "summe gesamt",
    "summe inkl\\.? ?(?:ust|mwst)\\.?",
    "total inkl\\.? ?(?:mwst|ust)\\.?",
    "grand total",
    "gross total",
    "total gross",
    "gross amount",
    "bruttobetrag",
    "brutto",
    "gesamt",
    "factuurbedrag",
    "bedrag incl\\.? ?btw",
    "total incl\\.? ?tax",
    "total with vat",
    "total € incl\\.? ?vat",
    "total at checkout",
    "total to pay",
    "total payable",
    "total charged",
    "total paid",
    "amount paid",
    "total incl\\.? ?gst",
    "total \\(incl?\\.? ?(?:vat|tax|gst|btw)\\)",
    "endbetrag",
    "rechnungsbeitrag",
    // A total qualified by its tax word: "Total including VAT", "Gesamtbetrag (brutto)".
    "total including (?:vat|tax|gst)",
    "totaalbedrag incl\\.? ?btw",
    "gesamtbetrag \\(?brutto\\)?",
    "rechnungsbetrag brutto",
    "total [àa] payer",
    "total amount payable",
    "amount incl(?:uding|\\.)? ?(?:vat|tax|gst)",
    "totaal incl\\.?",
    // Everyday products' own words: Chargebee "Invoice Amount", webshops "Order total", Dutch "Eindtotaal".
    "invoice amount",
    "order total",
    "eindtotaal",
    "totaal bedrag",
    "totaal factuurbedrag",
    "rechnungsendbetrag",
    "amount to pay",
    "total to be paid",
    "amount charged",
    "total (?:current|new) charges",
    // A credit note's total: the amount credited back ("Totaal te crediteren € -649,00").
    "totaal te crediteren",
    "te crediteren",
    "(?:totaal )?creditbedrag",
    "total credit(?:ed)?",
    "credit note total",
    "gutschrifts?betrag",
    "gutschrift gesamt",
    "(?:montant|total) [àa] cr[ée]diter",
    "total (?:de l'|de l’)?avoir",
    "montant (?:total )?de l['’]avoir",
  ],
  /**
   * Total words that are also a line table's column heading ("Pos | Artikel | Menge | Summe"): a total
   * only in the totals block, beside its net or VAT row (`totals-block.ts`).
   */
  totalInBlock: ["summe", "totalbetrag", "payment total", "charged", "amount \\([a-z]{3}\\)"],
  /** The net's words that are also column headings ("Base HT", "Valor sem IVA"): the same rule. */
  subtotalInBlock: ["base ht", "base hors taxes", "valor sem iva"],
  amountDue: [
    "zahlbetrag",
    "zu zahlender betrag",
    "zu zahlen",
    "f[äa]lliger betrag",
    "offener betrag",
    "restbetrag",
    "noch zu zahlen",
    "due payable",
    "amount due",
    "balance due",
    "total due",
    "amount payable",
    "solde [àa] payer",
    "reste [àa] payer",
    "net [àa] payer",
    "montant d[ûu]",
    "montant [àa] payer",
    "totaal te voldoen",
    "te voldoen",
    "total amount due",
    "te betalen",
    "nog te betalen",
    "totaal te betalen",
    "openstaand bedrag",
    "residual amount",
    "residual",
    "amount outstanding",
    "outstanding (?:amount|balance)",
    "remaining balance",
    "verbleibender betrag",
    "te betalen bedrag",
    "montant total [àa] payer",
  ],
  vatTotal: [
    "totaal btw",
    "btw totaal",
    "total vat",
    "vat total",
    "total tax",
    "summe mwst",
    "summe ust",
    "gesamt mwst",
    "mwst gesamt",
    "total tva",
    "montant tva",
    "montant de la tva",
    "steuerbetrag(?: in)?",
    "summe umsatzsteuer",
    "umsatzsteuer gesamt",
    "mwst\\.?-betrag",
    "ust\\.?-betrag",
    "tax total",
    "total taxes",
    "total vat amount",
    "tax",
    "tax amount",
    "sales tax",
    "vat amount",
    "gst",
    "plus gst",
    "total gst",
    "taxes",
    "gst amount",
    "hst",
    "btw bedrag",
    "btw-bedrag",
    "btw (?:hoog|laag)",
    "totaal btw",
    "(?:zzgl|zuzügl|zuzüglich)\\.? (?:\\d{1,2}(?:[,.]\\d{1,2})? ?% )?(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?",
  ],
  vat: [
    "btw",
    "b\\.t\\.w\\.",
    "vat",
    "mwst\\.?",
    "ust\\.?",
    "umsatzsteuer",
    "mehrwertsteuer",
    "tva",
    "omzetbelasting",
    "versicherungs?steuer",
    "[ics]?gst",
    "(?:gst/)?hst",
    "tax",
  ],
} as const satisfies Record<string, readonly string[]>;

export type LabelKey = keyof typeof LABELS;

function plainLabelsOf(key: LabelKey): string[] {
  return [...LABELS[key], ...(MORE_LANGUAGE_LABELS[key] ?? []), ...(PRODUCER_LABELS[key] ?? [])];
}

const TAX_WORD =
  "(?:btw|b\\.t\\.w\\.|vat|tax(?:es)?|gst|mwst\\.?|ust\\.?|umsatzsteuer|mehrwertsteuer|tva|moms|mva|alv|iva)";
/** "(excl. BTW)", "netto", "HT", "ohne MwSt.": what makes any total label a net. */
const NET_QUALIFIER = `[([]?\\s*(?:(?:netto|net|ht|h\\.t\\.?|htva|exclusief|excl\\.?|exkl\\.?)(?:\\s*${TAX_WORD})?|(?:excl(?:usive|uding|usief)?\\.?|exkl(?:usive)?\\.?|ekskl\\.?|ex\\.?|ohne|hors|zonder|before|without|sans|sin|senza|ilman)\\s*(?:of\\s*)?${TAX_WORD}|${TAX_WORD}\\s*(?:excluded|excluid[oa]|esclus[oa]|exkluderad|ekskluderet))\\s*[)\\]]?`;
/** "(incl. BTW)", "brutto", "TTC", "inkl. MwSt.", "(IVA incluido)": what a total label may carry and stay the gross. */
const GROSS_QUALIFIER = `[([]?\\s*(?:(?:brutto|gross|ttc|t\\.t\\.c\\.?|tvac|inclusief|incl\\.?|inkl\\.?)(?:\\s*${TAX_WORD})?|(?:incl(?:usive|uding|usief)?\\.?|inkl(?:usive)?\\.?|ink\\.?|inc\\.?|including|with|mit|met|avec|sis\\.?|med|con|com)\\s*(?:of\\s*)?${TAX_WORD}|${TAX_WORD}\\s*(?:included|incluid[oa]|inclus[oa]|inkluderad|inkluderet))\\s*[)\\]]?`;

/**
 * A label with its tax word after it, in any of the forms real invoices print ("Totaal (incl. BTW)",
 * "Gesamtbetrag inkl. MwSt.", "Grand Total (Excl.Tax)", "Rechnungsbetrag netto"): any total label
 * with a gross qualifier is a total; any total or net label with a net qualifier is the net.
 */
/** Line-table column words that are the invoice's total only with a gross qualifier ("Total Price (incl. VAT)"). */
const TOTAL_ONLY_QUALIFIED = ["total price", "gesamtpreis", "totaalprijs", "prix total"];

function labelsOf(key: LabelKey): string[] {
  const own = plainLabelsOf(key);
  if (key === "total")
    return [`(?:${[...own, ...TOTAL_ONLY_QUALIFIED].join("|")})\\s*${GROSS_QUALIFIER}`, ...own];
  if (key === "subtotal")
    return [`(?:${[...plainLabelsOf("total"), ...own].join("|")})\\s*${NET_QUALIFIER}`, ...own];
  return own;
}

const compiled = new Map<LabelKey, RegExp>();

function labelPattern(key: LabelKey): RegExp {
  let pattern = compiled.get(key);
  if (!pattern) {
    // Longest alternatives first so "totaal excl. btw" wins over "totaal".
    const alternatives = labelsOf(key).sort((a, b) => b.length - a.length);
    pattern = new RegExp(`^(?:${alternatives.join("|")})(?![\\p{L}])\\s*[:.#]?\\s*`, "iu");
    compiled.set(key, pattern);
  }
  return pattern;
}

/** OCR adds stray quotes and ticks around words; typographic apostrophes become plain ones. */
function normaliseLabelText(text: string): string {
  return text
    .replace(/[‘’`´]/g, "'")
    .replace(/^[^\p{L}\d]+/u, "")
    .trim();
}

const compactCompiled = new Map<LabelKey, RegExp>();

/** The same labels without their spaces, for text whose words a PDF split with kerning gaps. */
function compactLabelPattern(key: LabelKey): RegExp {
  let pattern = compactCompiled.get(key);
  if (!pattern) {
    const alternatives = labelsOf(key)
      .map((a) => a.replace(/ \??/g, ""))
      .sort((a, b) => b.length - a.length);
    pattern = new RegExp(`^(?:${alternatives.join("|")})(?![\\p{L}])[:.#]?`, "iu");
    compactCompiled.set(key, pattern);
  }
  return pattern;
}

/**
 * "Br uttosumme", "Zahlbetr ag": pdf.js inserts a space where a font kerns two letters apart. The
 * label is matched on the text without spaces; the value is what follows the matched letters.
 */
function matchKernedLabel(key: LabelKey, text: string): string | null {
  if (!/\p{Ll} \p{Ll}/u.test(text)) return null;
  const match = compactLabelPattern(key).exec(text.replace(/\s+/g, ""));
  if (!match) return null;
  let consumed = 0;
  let index = 0;
  while (index < text.length && consumed < match[0].length) {
    if (!/\s/.test(text[index] ?? "")) consumed++;
    index++;
  }
  return text.slice(index).trim();
}

/** Up to three words of letters after a slash, then nothing or a number: a label's translation ("/ Net"). */
const TRANSLATION = /^\/\s*\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,2}\s*:?\s*(?=$|[\d€$£-])/u;

/**
 * "Laskun numero / Fakturanummer", "Fakturanr / Invoice no", "Exkl. moms / Net": Nordic invoices
 * print a label again in a second language after a slash. The text after both labels is the value.
 */
function afterSecondLanguage(key: LabelKey, rest: string): string {
  const slash = /^\/\s*/.exec(rest);
  if (!slash) return rest;
  const again = labelPattern(key).exec(rest.slice(slash[0].length));
  if (again) return rest.slice(slash[0].length + again[0].length);
  const translation = TRANSLATION.exec(rest);
  return translation ? rest.slice(translation[0].length) : rest;
}

/** Whether `text` starts with a label of `key` as printed, spaces and all (no kerning repair). */
export function startsWithLabel(key: LabelKey, text: string): boolean {
  return labelPattern(key).test(normaliseLabelText(text));
}

/** When `text` starts with a label of `key`, the text after the label (the inline value, maybe empty). */
export function matchLabel(key: LabelKey, text: string): string | null {
  const normalised = normaliseLabelText(text);
  const match = labelPattern(key).exec(normalised);
  if (match) return afterSecondLanguage(key, normalised.slice(match[0].length));
  const kerned = matchKernedLabel(key, normalised);
  if (kerned !== null) return kerned;
  // "Invoice'to" from a speck between two words.
  const spaced = normalised.replace(/(?<=\p{L})'(?=\p{L}{2})/gu, " ");
  const retry = spaced !== normalised ? labelPattern(key).exec(spaced) : null;
  return retry ? spaced.slice(retry[0].length) : null;
}

export const DOCUMENT_TITLES = new RegExp(
  `^(factuur|creditnota|credit ?nota|invoice|tax invoice|credit note|rechnung|rechnungs-?korrektur|gutschrift|facture|avoir|${MORE_LANGUAGE_TITLES})(?![\\p{L}])`,
  "iu",
);
export const CREDIT_NOTE_WORDS = new RegExp(
  `(?<![\\p{L}])(creditnota|credit ?nota|credit note|credit memo|gutschrift|avoir|note de cr[ée]dit|${MORE_LANGUAGE_CREDIT_NOTE_WORDS}|${PRODUCER_CREDIT_NOTE_WORDS})(?![\\p{L}])`,
  "iu",
);
export const REVERSE_CHARGE = new RegExp(
  `(btw verlegd|verlegd|reverse[- ]charge|vat reverse|steuerschuldnerschaft des leistungsempf[äa]ngers|autoliquidation|${MORE_LANGUAGE_REVERSE_CHARGE})`,
  "i",
);
/** Labels that mark the customer's own identifiers (their VAT-id or IBAN), not the supplier's. */
export const CUSTOMER_CONTEXT = new RegExp(
  `(uw |your |(?:ihre[mn]?|votre|vos) (?:konto|kontonummer|iban|ust|umsatzsteuer|steuer|n°|num[ée]ro|compte|tva|identifiant)|customer|klant|kunde|des leistungsempf|client|afnemer|acquéreur|acquereur|empf[äa]nger|bill(?:ed)? to|buyer|k[äa]ufer|acheteur|${MORE_LANGUAGE_CUSTOMER_CONTEXT})`,
  "i",
);
