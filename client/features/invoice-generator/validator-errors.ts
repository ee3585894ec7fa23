import { m } from "../../../core/i18n/messages";

/**
 * Why the e-invoice validator could not read a file (core/invoice/ubl/xml-reader.ts, einvoice/validate.ts)
 * in the page's language, found by its English text; the XML parser's own detail stays as it says it.
 */
const FIXED: ReadonlyMap<string, () => string> = new Map([
  ["The file is too large for an e-invoice (15 MB at most).", m.generator_xml_too_large_file],
  ["XML with a DOCTYPE or entity declarations is refused.", m.generator_xml_doctype],
  ["This XML has no root element.", m.generator_xml_no_root],
  ["This XML has no single root element.", m.generator_xml_no_single_root],
  [
    "This XML is not a UBL 2.1 Invoice/CreditNote or a CII CrossIndustryInvoice.",
    m.generator_xml_not_einvoice,
  ],
]);

const NOT_WELL_FORMED = /^This is not well-formed XML \(line (\d+)\): ([\s\S]*)$/;
const UNREADABLE = /^This XML could not be read: ([\s\S]*)$/;

export function wordValidatorError(english: string): string {
  const fixed = FIXED.get(english);
  if (fixed) return fixed();
  const malformed = NOT_WELL_FORMED.exec(english);
  if (malformed)
    return m.generator_xml_not_well_formed({ line: malformed[1] ?? "", detail: malformed[2] ?? "" });
  const unreadable = UNREADABLE.exec(english);
  if (unreadable) return m.generator_xml_unreadable({ detail: unreadable[1] ?? "" });
  return english;
}
