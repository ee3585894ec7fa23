import { LEGAL_FORM_WORDS } from "../../company/legal-forms";
import { isInAddressWindow } from "./address-window";
import {
  addressLinesBelow,
  headingParty,
  inlinePartyOf,
  isAddressHead,
  isHeadedBy,
  lineIndexAt,
} from "./column-heading";
import { customerNameEvidence } from "./customer-evidence";
import { CUSTOMER_CONTEXT, matchLabel } from "./labels";
import type { Layout } from "./layout";
import { isSmallPrint } from "./letterhead";
import { isRegisteredInLetterhead } from "./letterhead-registration";
import { isCutShort, spacedAsPrinted } from "./name-cut";
import { isSoleSenderAddress } from "./sender-address";
import {
  isBankName,
  isNamedInAnotherRole,
  namesCompany,
  sharesBrandWithAnotherCompany,
} from "./supplier-role";
import { hasLegalForm } from "./supplier-signals";
import type { Box, InvoiceFields } from "./types";

export type NameEvidence =
  | "legal-line"
  | "footer-line"
  | "web-domain"
  | "sender-block"
  | "seller-address"
  | "sender-address"
  | "letterhead-registration";

function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** Lower case, one space between words. */
function spaced(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words that tell one company from another: no legal form, nothing under three characters. */
function coreWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !LEGAL_FORM_WORDS.has(word));
}

/** Every word of the name but its legal form, short ones too: "Au bon moulin SARL" → "aubonmoulin". */
function nameWithoutLegalForm(name: string): string {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !LEGAL_FORM_WORDS.has(word))
    .join("");
}

/** The text before a name on its segment is a party's label ("Seller Acme GmbH", "Bill to Acme"). */
function isPartyLabel(text: string): boolean {
  return (["supplier", "customer"] as const).some(
    (key) => matchLabel(key, text)?.replace(/[:\s]/g, "") === "",
  );
}

/** Lines under the name that still belong to its address block: at most this many. */
const BLOCK_LINES = 6;

/**
 * The supplier's own block prints its identifier: the name's line is followed, in the same column and
 * before any customer label, by a line holding the supplier's VAT id or IBAN.
 */
function isInSenderBlock(layout: Layout, source: Box, identifiers: readonly string[]): boolean {
  const start = lineIndexAt(layout, source);
  if (start < 0) return false;
  const reach = Math.max(source.height, 8) * 3;
  for (const line of layout.lines.slice(start + 1, start + 1 + BLOCK_LINES)) {
    if (line.page !== source.page) return false;
    const column = line.segments.filter((segment) => Math.abs(segment.x - source.x) <= reach);
    for (const segment of column) {
      if (CUSTOMER_CONTEXT.test(segment.text) || matchLabel("customer", segment.text) !== null) return false;
      if (identifiers.some((id) => compact(segment.text).includes(id))) return true;
    }
  }
  return false;
}

/** "Acme B.V.", and "Rohstoff AG Salzgitter": a capitalised legal form may stand before the seat. */
function namesLegalForm(name: string): boolean {
  return (
    hasLegalForm(name) ||
    name
      .split(/\s+/)
      .slice(1)
      .some((word) => /^\p{Lu}/u.test(word) && LEGAL_FORM_WORDS.has(word.replace(/\./g, "").toLowerCase()))
  );
}

/**
 * The block tells where the supplier is, not which of its lines is the name (a tagline, a street or a
 * person sit there too): a legal form, or the seller's label right above, says this line is the company.
 */
function isNamedAsCompany(layout: Layout, name: string, source: Box): boolean {
  if (!spacedAsPrinted(name)) return false;
  if (namesLegalForm(name)) return true;
  // Without a legal form only the seller's label right above vouches for it, and no line of its
  // address may name a company instead ("Seller:" / "Max Mustermann" / "Mustermann Consulting GmbH").
  const at = lineIndexAt(layout, source);
  return (
    headingParty(layout, source, { lines: 1, stopAtAddressEnd: true }) === "supplier" &&
    !addressLinesBelow(layout, at, source).some(namesLegalForm)
  );
}

/**
 * The name read on past its legal form into the address: a number after the legal form ("Muster Bau
 * GmbH, Hauptstraße 1"). A seat after it is part of some names ("Rohstoff AG Salzgitter"); a house
 * number or a postcode never is.
 */
function runsIntoAddress(name: string): boolean {
  const words = name.split(/\s+/);
  const form = words.findIndex(
    (word, index) => index > 0 && LEGAL_FORM_WORDS.has(word.replace(/[.,]/g, "").toLowerCase()),
  );
  return form > 0 && words.slice(form + 1).some((word) => /\d/.test(word));
}

/** A document's title: never a word of the company that issues it. */
const TITLE_WORD =
  /(?<![\p{L}])(?:fattura|invoice|rechnung|factuur|facture|factura|fatura|faktura|lasku|receipt|quittung|kvittering|ricevuta|gutschrift|avoir|creditnota|credit note)(?![\p{L}])/iu;

/**
 * The name read on past its legal form into the document's title printed on its line ("Ingrosso
 * Alimentari Sud S.r.l. FATTURA ACCOMPAGNATORIA"): a seat may follow a legal form, a title never does.
 */
function runsIntoTitle(name: string): boolean {
  const words = name.split(/\s+/);
  const form = words.findIndex(
    (word, index) => index > 0 && LEGAL_FORM_WORDS.has(word.replace(/[.,]/g, "").toLowerCase()),
  );
  return form > 0 && TITLE_WORD.test(words.slice(form + 1).join(" "));
}

/** An e-mail or web address, a bare domain, or an amount of money. */
const NOT_A_NAME = /@|:\/\/|^www\.|^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,6}$|\d[.,]\d{2}(?!\d)/iu;

const DOMAIN = /(?:@|\bwww\.|https?:\/\/(?:www\.)?)([\p{L}\p{N}-]+)\./giu;

/** Lines above a name scanned for a buyer's label: a person, a department or an id line may come between. */
const HEAD_LINES = 4;
/** Lines above an e-mail or web address scanned for a buyer's label: it closes an address block. */
const BLOCK_HEAD_LINES = 8;

/** The name sits in the customer's block: under a buyer's label, or after one on its own segment. */
function isCustomersBlock(layout: Layout, source: Box): boolean {
  if (
    headingParty(layout, source, { lines: HEAD_LINES, stopAtAddressEnd: true, inline: true }) === "customer"
  )
    return true;
  const own = layout.lines[lineIndexAt(layout, source)]?.segments.find(
    (segment) => segment.x <= source.x + 0.5 && source.x < segment.x + segment.width,
  );
  return own !== undefined && inlinePartyOf(own.text) === "customer";
}

/** The web and e-mail domains the page prints outside the customer's block (its e-mail is not the supplier's). */
function supplierSideDomains(layout: Layout): string[] {
  const domains: string[] = [];
  for (const line of layout.lines)
    for (const segment of line.segments)
      for (const match of segment.text.matchAll(DOMAIN))
        if (
          headingParty(layout, segment, {
            lines: BLOCK_HEAD_LINES,
            stopAtAddressEnd: false,
            inline: true,
          }) !== "customer" &&
          // "Customer e-mail: f.wolf@simfin.com", "Sent to your address …": the customer's own domain.
          !CUSTOMER_CONTEXT.test(segment.text.slice(0, match.index)) &&
          !isInAddressWindow(layout, segment)
        )
          domains.push(compact(match[1] ?? ""));
  return domains;
}

/**
 * The legal line prints the name and the supplier's own identifier in one segment (a column beside
 * it is another block), and the name is the company's: it carries a legal form or opens the line. A
 * person the line names after a role ("Geschäftsführer: Max Mustermann", "Kontoinhaber: …") is not.
 */
function isOnLegalLine(layout: Layout, name: string, identifiers: readonly string[]): boolean {
  const wanted = compact(name);
  return layout.lines.some((line) =>
    line.segments.some((segment) => {
      const text = compact(segment.text);
      if (!text.includes(wanted) || !identifiers.some((id) => text.includes(id))) return false;
      // "Muster Deutschland GmbH, ein Unternehmen der Muster Holding AG · USt-IdNr …": the id is the
      // company's the line opens with, not the parent's it names after it.
      // The line prints the name as read, spaces and all: a name read with a gap the line lacks is misspelt.
      const printed = spaced(segment.text);
      const at = printed.indexOf(spaced(name));
      if (at < 0) return false;
      if (at > 0 && namesCompany(printed.slice(0, at))) return false;
      return namesLegalForm(name) || text.startsWith(wanted);
    }),
  );
}

/**
 * A footer in columns: the line opens with the company's name as a segment of its own, and another
 * segment of it prints the supplier's own identifier ("Koivu Design Oy | ALV-tunnus FI23456780 | IBAN
 * …"). The line is small print, names no other company and no customer.
 */
function isOnFooterLine(layout: Layout, name: string, identifiers: readonly string[]): boolean {
  if (!namesLegalForm(name)) return false;
  const wanted = compact(name);
  return layout.lines.some((line) => {
    const [first, ...rest] = line.segments;
    if (!first || compact(first.text) !== wanted || !isSmallPrint(layout, line)) return false;
    if (!rest.some((segment) => identifiers.some((id) => compact(segment.text).includes(id)))) return false;
    return rest.every(
      (segment) =>
        !hasLegalForm(segment.text) &&
        !CUSTOMER_CONTEXT.test(segment.text) &&
        matchLabel("customer", segment.text) === null,
    );
  });
}

/** An identifier and its national number inside a VAT id ("DK31245672" printed "CVR 31245672", "ESB54123989" as "CIF B54123989"). */
function withNationalNumber(id: string): string[] {
  const national = /^[a-z]{2}[a-z0-9]{8,}$/.test(id) ? id.slice(2) : "";
  return national ? [id, national] : [id];
}

/**
 * Whether the page confirms the supplier name by a second, independent source: the legal line that
 * prints the name beside the supplier's own VAT id, KvK number or IBAN, or the supplier's web or
 * e-mail domain spelling the name.
 */
export function printedNameEvidence(
  layout: Layout,
  name: string,
  fields: InvoiceFields,
): NameEvidence | null {
  const words = coreWords(name);
  if (words.length === 0 || isCutShort(layout, name, isPartyLabel)) return null;
  // A label read with the name ("Siège social : Acme SAS", "Afleveradres: …") is not the name as printed.
  if (name.includes(":")) return null;
  // An address or an amount read as the name ("info@fjallnat.se", whose ".se" reads as a legal form;
  // "Totaal incl. btw € 28,94" on a footer line) is no company's name, whatever the page prints beside it.
  if (NOT_A_NAME.test(name.trim()) || runsIntoAddress(name) || runsIntoTitle(name)) return null;
  const source = fields.supplierName?.source;
  // A name under "Bill to" (or after it: "Bill to: SimFin GmbH") is the customer's: the parties were
  // swapped, and no second reading fixes that.
  if (source && (isCustomersBlock(layout, source) || isInAddressWindow(layout, source))) return null;
  // A payment provider, a shipper, or a platform beside the company the page names as the seller.
  if (isNamedInAnotherRole(layout, name)) return null;
  // A bank's name beside an IBAN names the account's bank, not its holder.
  const iban = isBankName(name) ? undefined : fields.supplierIban;
  const identifiers = [fields.supplierVatId, fields.supplierKvk, iban]
    .map((field) => (field ? compact(field.value) : ""))
    .filter((value) => value.length >= 6);
  const wanted = compact(name);
  if (isOnLegalLine(layout, name, identifiers)) return "legal-line";
  if (isOnFooterLine(layout, name, identifiers)) return "footer-line";
  const core = words.join("");
  const whole = nameWithoutLegalForm(name);
  // A domain that spells only the first word names a brand: "Google Workspace" (a product) starts
  // with it as well as "Google Cloud EMEA Limited" does; only a company's legal form tells them apart.
  for (const domain of supplierSideDomains(layout))
    if (
      domain.length >= 4 &&
      (domain === core ||
        domain === whole ||
        (domain === words[0] && namesLegalForm(name) && !sharesBrandWithAnotherCompany(layout, name, domain)))
    )
      return "web-domain";
  if (!source || !isNamedAsCompany(layout, name, source)) return null;
  const vatId = fields.supplierVatId ? compact(fields.supplierVatId.value) : "";
  const national = vatId ? withNationalNumber(vatId) : [];
  if (isInSenderBlock(layout, source, [...identifiers, ...national])) return "sender-block";
  if (namesLegalForm(name) && isRegisteredInLetterhead(layout, source)) return "letterhead-registration";
  // Mirror of the customer's address head: the seller's label heads a postal address whose first line
  // is this company ("Rechnungsersteller" / "Lieferant GmbH" / "Lieferantenstraße 20" / "80333 München").
  const at = lineIndexAt(layout, source);
  const customer = fields.customerName?.value;
  if (customer && compact(customer) === wanted) return null;
  // Right under the label: identifier lines between ("GLN 4333741000005 Lief-Nr: 549910") may belong to the name.
  if (at >= 0 && isHeadedBy(layout, at, source, "supplier", 0) && isAddressHead(layout, at, source))
    return "seller-address";
  const customerKnown =
    customer !== undefined &&
    customerNameEvidence(layout, customer, fields.customerName?.source, fields) !== null;
  return namesLegalForm(name) && isSoleSenderAddress(layout, name, hasLegalForm, customerKnown)
    ? "sender-address"
    : null;
}
