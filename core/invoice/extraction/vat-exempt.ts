import type { Layout, Line } from "./layout";

/**
 * A note that the seller charges no VAT at all: a French micro-entrepreneur ("TVA non applicable, art.
 * 293 B du CGI"), a German small business ("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet"), the
 * Dutch small-business scheme ("vrijgesteld van btw"), "VAT exempt".
 */
const VAT_EXEMPTION =
  /(tva non applicable|293 ?b du cgi|exon[ée]r[ée]e? de (?:la )?tva|exon[ée]ration de (?:la )?tva|§ ?19 (?:abs\. ?1 )?ustg|kleinunternehmer|keine umsatzsteuer|umsatzsteuerbefreit|vrijgesteld van (?:btw|omzetbelasting)|btw[- ]vrijgesteld|kleineondernemersregeling|vat[- ]exempt|exempt from vat|no vat (?:is )?charged)/i;

/** The line that says no VAT is charged, or null when the page says nothing of the kind. */
export function findVatExemption(layout: Layout): Line | null {
  return layout.lines.find((line) => VAT_EXEMPTION.test(line.text)) ?? null;
}
