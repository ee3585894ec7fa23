import type { EInvoiceProfile } from "../model";
import type { XmlElement } from "../ubl/xml-reader";

/** Which rule set a rule belongs to, and so when it runs (ADR 054). */
export type RuleSet = "en16931" | "peppol" | "nlcius";

export interface RuleContext {
  readonly root: XmlElement;
  /** The syntax the document was written in; CII documents are bound to UBL terms first. */
  readonly syntax: "ubl" | "cii";
  readonly credit: boolean;
  readonly customization: string;
  readonly profile: EInvoiceProfile | null;
  /** Seller country code (BT-40), upper-case, or "" when absent. */
  readonly supplierCountry: string;
  readonly lines: readonly XmlElement[];
  /** cac:TaxTotal/cac:TaxSubtotal in the document currency. */
  readonly subtotals: readonly XmlElement[];
  readonly documentAllowances: readonly XmlElement[];
  readonly documentCharges: readonly XmlElement[];
  readonly currency: string;
}

export interface EInvoiceRule {
  readonly id: string;
  readonly set: RuleSet;
  readonly flag: "fatal" | "warning";
  /** What the rule asks, in plain words. */
  readonly explanation: string;
  /** Where it fails ("" for the document as a whole); an empty list means it passes. */
  readonly check: (context: RuleContext) => readonly string[];
}

export interface EInvoiceFinding {
  readonly id: string;
  readonly set: RuleSet;
  readonly flag: "fatal" | "warning";
  readonly explanation: string;
  readonly locations: readonly string[];
}

/** Shorthand: a document-level condition that must hold. */
export function holds(condition: boolean): readonly string[] {
  return condition ? [] : [""];
}

/** Line numbers (as written in cbc:ID, else position) whose element fails the predicate. */
export function failingLines(
  context: RuleContext,
  predicate: (line: XmlElement, index: number) => boolean,
): readonly string[] {
  const out: string[] = [];
  context.lines.forEach((line, index) => {
    if (!predicate(line, index)) out.push(`line ${lineLabel(line, index)}`);
  });
  return out;
}

export function lineLabel(line: XmlElement, index: number): string {
  const id = line.children.find((child) => child.name === "ID")?.text;
  return id && id.length > 0 ? id : String(index + 1);
}
