import type { EInvoiceProfile } from "../model";
import { parseUblDocument } from "../ubl/read-ubl";
import { namespaceOf, parseXml, type XmlElement } from "../ubl/xml-reader";
import { bindCiiToUbl } from "./cii-binding";
import { buildRuleContext } from "./context";
import type { EInvoiceFinding, EInvoiceRule } from "./rule";
import { CATEGORY_RULES } from "./rules-en-categories";
import { CODE_RULES } from "./rules-en-codes";
import { DOCUMENT_RULES } from "./rules-en-document";
import { NL_RULES } from "./rules-nl";
import { PEPPOL_IDENTIFIER_RULES, PEPPOL_RULES } from "./rules-peppol";
import { PEPPOL_NL_RULES } from "./rules-peppol-nl";
import { SYNTAX_RULES } from "./rules-ubl-syntax";

export const ALL_RULES: readonly EInvoiceRule[] = [
  ...DOCUMENT_RULES,
  ...CATEGORY_RULES,
  ...CODE_RULES,
  ...SYNTAX_RULES,
  ...PEPPOL_RULES,
  ...PEPPOL_IDENTIFIER_RULES,
  ...PEPPOL_NL_RULES,
  ...NL_RULES,
];

export interface EInvoiceReport {
  readonly profile: EInvoiceProfile | null;
  readonly documentType: "Invoice" | "CreditNote";
  /** UBL 2.1 or UN/CEFACT CII (Factur-X, ZUGFeRD, XRechnung CII). */
  readonly syntax: "ubl" | "cii";
  /** Failed rules, fatal first. */
  readonly findings: readonly EInvoiceFinding[];
  /** How many rules ran. */
  readonly rulesChecked: number;
  /** True when no fatal rule failed (warnings allowed). */
  readonly passed: boolean;
}

export type EInvoiceValidation =
  | { readonly ok: true; readonly value: EInvoiceReport }
  | { readonly ok: false; readonly error: string };

/**
 * Which rules run: EN 16931 always; Peppol BIS rules for a Peppol BIS document; BR-NL rules for
 * an SI-UBL 2.0 (NLCIUS) document — the same split the official validation artefacts make.
 */
export function selectRules(profile: EInvoiceProfile | null): EInvoiceRule[] {
  return ALL_RULES.filter(
    (rule) =>
      rule.set === "en16931" ||
      (rule.set === "peppol" && profile === "peppol") ||
      (rule.set === "nlcius" && profile === "nlcius"),
  );
}

const CII_NAMESPACE = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";

/**
 * Runs the rules on a parsed UBL document, or on a CII document bound to UBL terms: for CII the
 * EN 16931 rules run (the Peppol and SI-UBL rule sets are UBL-only, as are the UBL-SR/DT rules).
 */
export function validateUblElement(root: XmlElement, syntax: "ubl" | "cii" = "ubl"): EInvoiceReport {
  const context = buildRuleContext(root, syntax);
  const rules =
    syntax === "ubl"
      ? selectRules(context.profile)
      : ALL_RULES.filter((rule) => rule.set === "en16931" && !rule.id.startsWith("UBL-"));
  const findings: EInvoiceFinding[] = [];
  for (const rule of rules) {
    const locations = rule.check(context);
    if (locations.length > 0) {
      findings.push({
        id: rule.id,
        set: rule.set,
        flag: rule.flag,
        explanation: rule.explanation,
        locations: [...new Set(locations)].filter((location) => location !== ""),
      });
    }
  }
  findings.sort((left, right) => (left.flag === right.flag ? 0 : left.flag === "fatal" ? -1 : 1));
  return {
    profile: syntax === "ubl" ? context.profile : null,
    syntax,
    documentType: context.credit ? "CreditNote" : "Invoice",
    findings,
    rulesChecked: rules.length,
    passed: !findings.some((finding) => finding.flag === "fatal"),
  };
}

/** Parses and validates a UBL or CII e-invoice (XML text). Refuses DOCTYPE and other roots. */
export function validateEInvoice(xml: string): EInvoiceValidation {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const root = parsed.value;
  if (root.name === "CrossIndustryInvoice" && namespaceOf(root, root) === CII_NAMESPACE) {
    return { ok: true, value: validateUblElement(bindCiiToUbl(root), "cii") };
  }
  const document = parseUblDocument(xml);
  if (!document.ok)
    return {
      ok: false,
      error: "This XML is not a UBL 2.1 Invoice/CreditNote or a CII CrossIndustryInvoice.",
    };
  return { ok: true, value: validateUblElement(document.value) };
}
