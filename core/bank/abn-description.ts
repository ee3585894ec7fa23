import { tidyName as collapse } from "./mt940/information";
import { parseSepaTags } from "./mt940/sepa-tags";

/** What ABN AMRO's description text says about the counterparty. */
export interface DescriptionParts {
  readonly name: string;
  readonly account: string;
  readonly bic: string;
  readonly endToEnd: string;
  readonly mandate: string;
  readonly creditorId: string;
  readonly paymentReference: string;
  readonly description: string;
}

const KEYS =
  /(IBAN|BIC|Naam|Omschrijving|Kenmerk|Machtiging|Incassant|Betalingskenm\.?|Betalingskenmerk):\s*/gi;
const CARD_AFTER_TIME = /\/\d\d[.:]\d\d\s+(\S[^,]*?)\s*,PAS\d+/;
const CARD_AFTER_BLOCK = /\s{2,}(\S[^,]*?)\s*,PAS\d+/;

/**
 * ABN AMRO writes three description styles in its TAB export (and older MT940): SEPA `/TRTP/…/NAME/…`
 * tags, 32-character "Key: value" blocks ("Naam: …  Omschrijving: …", keys glued to a long value), and
 * card payments with the shop before ",PAS123". Anything else starts with the counterparty in its
 * first block ("ABN AMRO Bank N.V.", "Basic interest").
 */
export function readAbnDescription(text: string): DescriptionParts {
  const trimmed = text.trim();
  if (trimmed.startsWith("/")) {
    const info = parseSepaTags(trimmed);
    return {
      name: collapse(info.counterpartyName),
      account: info.counterpartyAccount,
      bic: info.counterpartyBic,
      endToEnd: info.endToEndId,
      mandate: info.mandateId,
      creditorId: info.creditorId,
      paymentReference: info.creditorReference,
      description: info.description || collapse(trimmed),
    };
  }
  const values = new Map<string, string>();
  const keys = [...trimmed.matchAll(KEYS)];
  keys.forEach((match, index) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = keys[index + 1]?.index ?? trimmed.length;
    const word = (match[1] ?? "").replace(/\.$/, "");
    // MT940 writes the keys in capitals ("NAAM:"), the TAB export as words ("Naam:").
    const key = /^(?:iban|bic)$/i.test(word)
      ? word.toUpperCase()
      : `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
    if (!values.has(key)) values.set(key, collapse(trimmed.slice(start, end)));
  });
  const card = keys.length === 0 ? (CARD_AFTER_TIME.exec(trimmed) ?? CARD_AFTER_BLOCK.exec(trimmed)) : null;
  const firstBlock = collapse(trimmed.split(/\s{2,}/)[0] ?? "");
  return {
    name: values.get("Naam") ?? (card ? collapse(card[1] ?? "") : keys.length === 0 ? firstBlock : ""),
    account: values.get("IBAN") ?? "",
    bic: values.get("BIC") ?? "",
    endToEnd: values.get("Kenmerk") ?? "",
    mandate: values.get("Machtiging") ?? "",
    creditorId: values.get("Incassant") ?? "",
    paymentReference: (values.get("Betalingskenm") ?? values.get("Betalingskenmerk") ?? "").replace(
      /\s/g,
      "",
    ),
    description: values.get("Omschrijving") ?? collapse(trimmed),
  };
}
