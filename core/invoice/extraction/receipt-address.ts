/**
 * Dutch, Flemish and German street names are one word ending in the street's kind: "Stationsplein",
 * "Brugsesteenweg", "Schulstraße", "Lindenallee"; the invoice rules' address words match whole words only.
 * A lookbehind, not a run of letters before the ending: a 100,000-letter line must not backtrack.
 */
const STREET_COMPOUND =
  /(?<=\p{L}{2})(?:straat|plein|weg|laan|gracht|kade|dijk|singel|steenweg|stra(?:ss|ß)e|str\.|platz|allee|gasse)(?!\p{L})/iu;

/** French, Spanish and Italian streets open with their kind: "Rue Haute", "Chaussée de Namur", "Via Roma", "12 Rue …". */
const STREET_FIRST =
  /^\W*(?:\d{1,4}[a-z]?,?\s+)?(?:rue|chauss[ée]e|boulevard|bd|all[ée]e|impasse|quai|chemin|place|calle|avenida|avda|paseo|via|viale|corso|piazza|largo)(?!\p{L})/iu;

/** Words and a house number, nothing after: "Grote Markt 6", "Marktplein 47a". */
const WORDS_AND_HOUSE_NUMBER = /^\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3}\s+\d{1,4}\s?[a-z]?$/iu;

/** A postcode with its town: "1231 KL Zwolle", "27146 Münster", "B-9000 Gent", "75011 Paris". */
const POSTCODE_TOWN = /^\W*(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+\p{L}{3,}/u;

/** The shop's phone line, when the postcode line between was not read: "Tel: 04 673 00 48". */
const PHONE = /^\W*(?:tel|t[ée]l[ée]?fon[oe]?|phone|t)\b\.?\s*:?\s*[+\d(]/iu;

/**
 * A header line that is the shop's street: a street word in it, or words and a house number right
 * above the postcode and town (or the phone line, the postcode unread). A name printed in the body's type next to it is the store's.
 */
export function isStreetLine(text: string, next: string | undefined): boolean {
  if (STREET_COMPOUND.test(text) || STREET_FIRST.test(text)) return true;
  return (
    WORDS_AND_HOUSE_NUMBER.test(text.trim()) && (POSTCODE_TOWN.test(next ?? "") || PHONE.test(next ?? ""))
  );
}
