/**
 * What a column of a bank export holds. `date` columns after the first are fallbacks for rows where
 * the first is empty (Revolut's pending rows); `description` columns are joined.
 */
export const CSV_ROLES = [
  "date",
  "valueDate",
  "amount",
  "debit",
  "credit",
  "sign",
  "name",
  "counterAccount",
  "counterBic",
  "account",
  "description",
  "balanceAfter",
  "balanceBefore",
  "currency",
  "status",
  "type",
  "endToEnd",
  "mandate",
  "creditorId",
  "paymentReference",
  "bankReference",
  "fee",
] as const;

export type CsvRole = (typeof CSV_ROLES)[number];

/** A header phrase (normalised: lower case, no accents, words) and the role it names; null ignores the column. */
type Phrase = readonly [string, CsvRole | null];

/**
 * Header words of Dutch, English, German and French bank exports. A column takes the role of the
 * longest phrase its header contains as whole words ("tegenrekening iban bban" beats "iban bban"),
 * so adding a bank's wording rarely disturbs another's.
 */
const PHRASES: readonly Phrase[] = [
  // dates
  ["datum", "date"],
  ["date", "date"],
  ["boekdatum", "date"],
  ["buchungstag", "date"],
  ["buchungsdatum", "date"],
  ["transactiedatum", "date"],
  ["booking date", "date"],
  ["completed date", "date"],
  ["started date", "date"],
  ["transaction date", "date"],
  ["posting date", "date"],
  ["date operation", "date"],
  ["date de l operation", "date"],
  ["date comptable", "date"],
  ["uitvoeringsdatum", "date"],
  ["datum transactie", "date"],
  ["fecha", "date"],
  ["verwerkingsdatum", "date"],
  ["boekingsdatum", "date"],
  ["datum boeking", "date"],
  ["operation date", "date"],
  ["date d operation", "date"],
  ["rentedatum", "valueDate"],
  ["valutadatum", "valueDate"],
  ["value date", "valueDate"],
  ["interest date", "valueDate"],
  ["wertstellung", "valueDate"],
  ["valuta datum", "valueDate"],
  ["date de valeur", "valueDate"],
  ["date valeur", "valueDate"],
  ["valuta date", "valueDate"],
  ["valeur", "valueDate"],
  // amounts and their sign
  ["bedrag", "amount"],
  ["amount", "amount"],
  ["betrag", "amount"],
  ["montant", "amount"],
  ["transactiebedrag", "amount"],
  ["netto", "amount"],
  ["net", "amount"],
  ["brutto", null],
  ["gross", null],
  ["umsatz", "amount"],
  ["importe", "amount"],
  ["bedrag in euro", "amount"],
  ["af", "debit"],
  ["debit", "debit"],
  ["debet", "debit"],
  ["soll", "debit"],
  ["paid out", "debit"],
  ["uitgaven", "debit"],
  ["withdrawal", "debit"],
  ["withdrawals", "debit"],
  ["money out", "debit"],
  ["ausgang", "debit"],
  ["afschrijving", "debit"],
  ["debit amount", "debit"],
  ["montant debit", "debit"],
  ["bij", "credit"],
  ["credit", "credit"],
  ["haben", "credit"],
  ["paid in", "credit"],
  ["inkomsten", "credit"],
  ["deposit", "credit"],
  ["deposits", "credit"],
  ["money in", "credit"],
  ["eingang", "credit"],
  ["bijschrijving", "credit"],
  ["credit amount", "credit"],
  ["montant credit", "credit"],
  ["af bij", "sign"],
  ["bij af", "sign"],
  ["creditdebet", "sign"],
  ["credit debet", "sign"],
  ["debet credit", "sign"],
  ["credit debit", "sign"],
  ["debit credit", "sign"],
  ["d c", "sign"],
  ["c d", "sign"],
  ["cd", "sign"],
  ["dc", "sign"],
  ["soll haben", "sign"],
  ["s h", "sign"],
  ["debit credit indicator", "sign"],
  ["credit debit indicator", "sign"],
  ["auswirkung auf guthaben", null],
  ["af of bij", "sign"],
  // counterparty
  ["naam", "name"],
  ["name", "name"],
  ["naam omschrijving", "name"],
  ["naam tegenpartij", "name"],
  ["tegenpartij", "name"],
  ["naam tegenrekening", "name"],
  ["tegenrekeninghouder", "name"],
  ["partner name", "name"],
  ["counterparty name", "name"],
  ["beguenstigter zahlungspflichtiger", "name"],
  ["begunstigter zahlungspflichtiger", "name"],
  ["zahlungsempfanger", "name"],
  ["empfanger", "name"],
  ["auftraggeber", "name"],
  ["payee", "name"],
  ["payer", "name"],
  ["beneficiaire", "name"],
  ["nom", "name"],
  ["contrepartie", "name"],
  ["nom contrepartie", "name"],
  ["naam begunstigde", "name"],
  ["begunstigde", "name"],
  ["recipient", "name"],
  ["merchant", "name"],
  ["nom du beneficiaire", "name"],
  ["naam uiteindelijke partij", null],
  ["naam initierende partij", null],
  ["account name", null],
  ["rekening naam", null],
  ["option 1 name", null],
  ["option 2 name", null],
  ["tegenrekening", "counterAccount"],
  ["tegenrekening iban bban", "counterAccount"],
  ["tegenrekeningnummer", "counterAccount"],
  ["counterparty", "counterAccount"],
  ["counterparty account", "counterAccount"],
  ["counterparty iban", "counterAccount"],
  ["partner iban", "counterAccount"],
  ["kontonummer iban", "counterAccount"],
  ["iban tegenpartij", "counterAccount"],
  ["rekening tegenpartij", "counterAccount"],
  ["compte contrepartie", "counterAccount"],
  ["compte de contrepartie", "counterAccount"],
  ["gegenkonto", "counterAccount"],
  ["iban auftraggeber", "counterAccount"],
  ["iban empfanger", "counterAccount"],
  ["tegenrekening iban", "counterAccount"],
  ["iban", "counterAccount"],
  ["bic tegenpartij", "counterBic"],
  ["bic", "counterBic"],
  ["bic swift code", "counterBic"],
  ["bic tegenrekening", "counterBic"],
  // own account, currency, balances
  ["rekening", "account"],
  ["rekeningnummer", "account"],
  ["account", "account"],
  ["auftragskonto", "account"],
  ["iban bban", "account"],
  ["konto", "account"],
  ["compte", "account"],
  ["own account", "account"],
  ["account number", "account"],
  ["eigen rekening", "account"],
  ["numero de compte", "account"],
  ["mijn rekening", "account"],
  ["account iban", "account"],
  ["devies", "currency"],
  ["munt", "currency"],
  ["valuta", "currency"],
  ["valutacode", "currency"],
  ["currency", "currency"],
  ["wahrung", "currency"],
  ["waehrung", "currency"],
  ["devise", "currency"],
  ["moneda", "currency"],
  ["saldo", "balanceAfter"],
  ["balance", "balanceAfter"],
  ["kontostand", "balanceAfter"],
  ["guthaben", "balanceAfter"],
  ["solde", "balanceAfter"],
  ["saldo na mutatie", "balanceAfter"],
  ["saldo na trn", "balanceAfter"],
  ["saldo na transactie", "balanceAfter"],
  ["balance after", "balanceAfter"],
  ["saldo achteraf", "balanceAfter"],
  ["saldo voor mutatie", "balanceBefore"],
  ["saldo vooraf", "balanceBefore"],
  ["balance before", "balanceBefore"],
  ["solde avant", "balanceBefore"],
  ["saldo voor transactie", "balanceBefore"],
  // text and references
  ["omschrijving", "description"],
  ["mededelingen", "description"],
  ["description", "description"],
  ["verwendungszweck", "description"],
  ["reference", "description"],
  ["payment reference", "description"],
  ["communication", "description"],
  ["communicatie", "description"],
  ["libelle", "description"],
  ["details", "description"],
  ["memo", "description"],
  ["omschrijving 1", "description"],
  ["omschrijving 2", "description"],
  ["omschrijving 3", "description"],
  ["betreff", "description"],
  ["mitteilung", "description"],
  ["mededeling", "description"],
  ["vrije mededeling", "description"],
  ["gestructureerde mededeling", "paymentReference"],
  ["communication structuree", "paymentReference"],
  ["remittance information", "description"],
  ["notes", "description"],
  ["state", "status"],
  ["status", "status"],
  ["info", "status"],
  ["mutatiesoort", "type"],
  ["type", "type"],
  ["code", "type"],
  ["buchungstext", "type"],
  ["typ", "type"],
  ["type betaling", "type"],
  ["betaalwijze", "type"],
  ["transaction type", "type"],
  ["transactiesoort", "type"],
  ["type de transaction", "type"],
  ["category", null],
  ["kundenreferenz end to end", "endToEnd"],
  ["end to end", "endToEnd"],
  ["end to end id", "endToEnd"],
  ["transactiereferentie", "endToEnd"],
  ["eref", "endToEnd"],
  ["machtigingskenmerk", "mandate"],
  ["mandatsreferenz", "mandate"],
  ["machtigingsnummer", "mandate"],
  ["mandate", "mandate"],
  ["mandate reference", "mandate"],
  ["mandaat", "mandate"],
  ["incassant id", "creditorId"],
  ["glaeubiger id", "creditorId"],
  ["glaubiger id", "creditorId"],
  ["creditor id", "creditorId"],
  ["betalingskenmerk", "paymentReference"],
  ["structured reference", "paymentReference"],
  ["referentie", "bankReference"],
  ["transaktionscode", "bankReference"],
  ["transaction id", "bankReference"],
  ["volgnr", "bankReference"],
  ["oorspr bedrag", null],
  ["oorspr munt", null],
  ["koers", null],
  ["original amount", null],
  ["original currency", null],
  ["exchange rate", null],
  ["uhrzeit", null],
  ["time", null],
  ["zeitzone", null],
  ["adress status", null],
  ["empfanger e mail adresse", null],
  ["absender e mail adresse", null],
  ["zugehoriger transaktionscode", null],
  ["batch id", null],
  ["fee", "fee"],
  ["gebuhr", "fee"],
  ["frais", "fee"],
  ["kosten", "fee"],
];

const LOOKUP = new Map<string, CsvRole | null>(PHRASES);
const LONGEST_PHRASE = Math.max(...PHRASES.map(([phrase]) => phrase.split(" ").length));

/** "Bedrag (EUR)" → "bedrag eur"; accents and punctuation go, so "Währung" meets "wahrung". */
export function normaliseHeader(header: string): string {
  return header
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface HeaderMatch {
  readonly role: CsvRole | null;
  /** True when the whole header is the phrase (a column named just "Name" beats "Option 1 Name"). */
  readonly exact: boolean;
  /** Words of the phrase matched: 0 when no phrase matched. */
  readonly words: number;
}

/** The role a header names by the longest phrase it contains as whole words. */
export function matchHeader(header: string): HeaderMatch {
  const words = normaliseHeader(header).split(" ").filter(Boolean);
  const counterparty = counterpartyRole(words);
  if (counterparty !== undefined) return { role: counterparty, exact: false, words: words.length };
  for (let size = Math.min(LONGEST_PHRASE, words.length); size >= 1; size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const phrase = words.slice(start, start + size).join(" ");
      if (LOOKUP.has(phrase)) {
        return { role: LOOKUP.get(phrase) ?? null, exact: size === words.length, words: size };
      }
    }
  }
  return { role: null, exact: false, words: 0 };
}

/** Words that say a column is about the other party, in the four languages. */
const COUNTERPARTY_WORDS = new Set([
  "tegenpartij",
  "tegenrekening",
  "counterparty",
  "partner",
  "gegenkonto",
  "contrepartie",
  "beneficiary",
  "begunstigde",
  "beneficiaire",
  "zahlungspflichtiger",
  "auftraggeber",
  "empfanger",
  "payee",
  "recipient",
]);
const ACCOUNT_WORDS = new Set([
  "rekening",
  "rekeningnummer",
  "iban",
  "account",
  "konto",
  "kontonummer",
  "compte",
  "nummer",
  "number",
  "bban",
]);
const ADDRESS_WORDS = new Set([
  "adres",
  "address",
  "adresse",
  "straat",
  "street",
  "plaats",
  "city",
  "postcode",
  "land",
  "country",
  "ort",
  "mail",
  "e",
]);

/**
 * A header that names the other party ("Rekening tegenpartij", "Counterparty name", "Adresse du
 * bénéficiaire") is the counterparty's account, BIC, address (ignored) or name by its other words;
 * undefined when it does not name the other party, or when a listed phrase says more.
 */
function counterpartyRole(words: readonly string[]): CsvRole | null | undefined {
  if (!words.some((word) => COUNTERPARTY_WORDS.has(word)) || LOOKUP.has(words.join(" "))) return undefined;
  if (words.some((word) => ADDRESS_WORDS.has(word))) return null;
  if (words.includes("bic") || words.includes("swift")) return "counterBic";
  if (words.some((word) => ACCOUNT_WORDS.has(word))) return "counterAccount";
  return "name";
}

/** The currency a header names ("Bedrag (EUR)", "Paid Out (EUR)"), or "". */
export function currencyInHeader(header: string): string {
  return /\((?:in )?([A-Z]{3})\)/.exec(header)?.[1] ?? "";
}

/**
 * Which of several date columns is the booking date: the bank's booking words first, then a plain
 * "date", then the moment a payment was started (Knab gives Transactiedatum and Boekdatum; Revolut
 * Started and Completed Date).
 */
const DATE_PRIORITY = [
  "boekdatum",
  "boekingsdatum",
  "buchungstag",
  "buchungsdatum",
  "booking date",
  "completed date",
  "posting date",
  "date comptable",
  "datum",
  "date",
  "verwerkingsdatum",
];

/** Lower is preferred; a date header not in the list comes after those that are. */
export function datePriority(header: string): number {
  const normalised = normaliseHeader(header);
  const index = DATE_PRIORITY.findIndex(
    (phrase) => normalised === phrase || normalised.startsWith(`${phrase} `),
  );
  return index === -1 ? DATE_PRIORITY.length : index;
}
