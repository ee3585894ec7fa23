import { bindCiiToUbl } from "../../einvoice/cii-binding";
import { parseXml, type XmlElement } from "../../ubl/xml-reader";
import { runCrossChecks } from "../cross-checks";
import { withVerdicts } from "../field-verdict";
import type { InvoiceExtraction, InvoiceFields } from "../types";
import { mapUbl } from "./ubl";
import { renameZugferd1 } from "./zugferd1";

export type EInvoiceResult = { ok: true; value: InvoiceExtraction } | { ok: false; error: string };

/**
 * E-invoices are read up to 3 MB of XML (an embedded PDF is the usual large part): a file of that
 * size full of invoice lines parses to a tree of ~30 MB, which a Worker's 128 MB holds (ADR 212).
 */
export const MAX_EINVOICE_XML_BYTES = 4 * 1024 * 1024;

function withoutEmpty(fields: InvoiceFields): InvoiceFields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => field !== undefined),
  ) as InvoiceFields;
}

/** The UBL business terms of a UBL, CII D16B or ZUGFeRD 1.0 document; CII is bound to UBL terms. */
export function toUblTerms(root: XmlElement): { ok: true; value: XmlElement } | { ok: false; error: string } {
  // Pre-1.0 ZUGFeRD also calls its root Invoice, with the CII structure underneath.
  if (root.name === "Invoice" && root.children.some((child) => child.name === "HeaderExchangedDocument"))
    return { ok: true, value: bindCiiToUbl(renameZugferd1(root)) };
  if (root.name === "Invoice" || root.name === "CreditNote") return { ok: true, value: root };
  if (root.name === "CrossIndustryInvoice") return { ok: true, value: bindCiiToUbl(root) };
  if (root.name === "CrossIndustryDocument") return { ok: true, value: bindCiiToUbl(renameZugferd1(root)) };
  return { ok: false, error: `This XML is a ${root.name}, not a UBL or CII invoice.` };
}

/**
 * Reads a UBL (Invoice/CreditNote) or CII (CrossIndustryInvoice, ZUGFeRD 1.0 CrossIndustryDocument)
 * XML exactly, then cross-checks it. DOCTYPEs are refused; character references are decoded.
 */
export function readEInvoice(xml: string): EInvoiceResult {
  const text = xml.replace(/^\uFEFF/, "");
  if (text.trim().length === 0) return { ok: false, error: "The XML file is empty." };
  if (text.length > MAX_EINVOICE_XML_BYTES)
    return { ok: false, error: `The XML file is larger than ${MAX_EINVOICE_XML_BYTES / 1024 / 1024} MB.` };
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*</.test(text))
    return { ok: false, error: "This file is not XML." };
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    return { ok: false, error: "XML with a DOCTYPE is refused." };
  const parsed = parseXml(text);
  if (!parsed.ok) return parsed;
  const terms = toUblTerms(parsed.value);
  if (!terms.ok) return terms;
  const mapped = mapUbl(terms.value);
  if (!mapped.ok) return mapped;
  const fields = withoutEmpty(mapped.value.fields);
  const checked = runCrossChecks(fields, mapped.value.vatLines, mapped.value.lineItems);
  return {
    ok: true,
    value: withVerdicts({
      method: "e-invoice",
      numberFormat: "dot-decimal",
      fields: checked.fields,
      vatLines: checked.vatLines,
      lineItems: mapped.value.lineItems,
      checks: checked.checks,
    }),
  };
}

/** Factur-X / ZUGFeRD / XRechnung attachment names, in the order we trust them. */
const EMBEDDED_NAMES = /^(factur-x|zugferd-invoice|xrechnung|order-x)\.xml$|\.xml$/i;

/** The e-invoice embedded in a PDF (PDF/A-3 attachment), when there is one that reads. */
export function readEmbeddedEInvoice(
  attachments: ReadonlyArray<{ readonly name: string; readonly content: Uint8Array }>,
): EInvoiceResult | null {
  const candidates = attachments
    .filter((attachment) => EMBEDDED_NAMES.test(attachment.name))
    .sort(
      (a, b) =>
        Number(/\.xml$/i.test(a.name) && !/^(factur-x|zugferd)/i.test(a.name)) -
        Number(/\.xml$/i.test(b.name) && !/^(factur-x|zugferd)/i.test(b.name)),
    );
  for (const attachment of candidates) {
    const result = readEInvoice(new TextDecoder("utf-8").decode(attachment.content));
    if (result.ok) return result;
  }
  return null;
}
