import { runCrossChecks } from "../cross-checks";
import type { InvoiceExtraction, InvoiceFields } from "../types";
import { mapCii } from "./cii";
import { mapUbl } from "./ubl";
import { parseXml, type XmlNode } from "./xml";

export type EInvoiceResult = { ok: true; value: InvoiceExtraction } | { ok: false; error: string };

function withoutEmpty(fields: InvoiceFields): InvoiceFields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => field !== undefined),
  ) as InvoiceFields;
}

/** Reads a UBL (Invoice/CreditNote) or CII (CrossIndustryInvoice) XML exactly, then cross-checks it. */
export function readEInvoice(xml: string): EInvoiceResult {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const roots = Object.keys(parsed.value).filter((key) => !key.startsWith("?") && !key.startsWith("#"));
  const rootName = roots[0];
  const root = rootName ? (parsed.value[rootName] as XmlNode) : undefined;
  if (!root || typeof root !== "object") return { ok: false, error: "This XML is not an invoice." };
  let mapped: ReturnType<typeof mapUbl>;
  if (rootName === "Invoice" || rootName === "CreditNote") mapped = mapUbl(root, rootName);
  else if (rootName === "CrossIndustryInvoice") mapped = mapCii(root);
  else return { ok: false, error: `This XML is a ${rootName}, not a UBL or CII invoice.` };
  const fields = withoutEmpty(mapped.fields);
  const checked = runCrossChecks(fields, mapped.vatLines, mapped.lineItems);
  return {
    ok: true,
    value: {
      method: "e-invoice",
      numberFormat: "dot-decimal",
      fields: checked.fields,
      vatLines: checked.vatLines,
      lineItems: mapped.lineItems,
      checks: checked.checks,
    },
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
