import type { XmlElement } from "../../ubl/xml-reader";

/**
 * ZUGFeRD 1.0 (CrossIndustryDocument) uses older names for the same CII structure. Renaming them to
 * CII D16B lets one binding read both; line-level and header-level names differ in D16B.
 */
const HEADER: Readonly<Record<string, string>> = {
  CrossIndustryDocument: "CrossIndustryInvoice",
  SpecifiedExchangedDocumentContext: "ExchangedDocumentContext",
  HeaderExchangedDocument: "ExchangedDocument",
  SpecifiedSupplyChainTradeTransaction: "SupplyChainTradeTransaction",
  ApplicableSupplyChainTradeAgreement: "ApplicableHeaderTradeAgreement",
  ApplicableSupplyChainTradeDelivery: "ApplicableHeaderTradeDelivery",
  ApplicableSupplyChainTradeSettlement: "ApplicableHeaderTradeSettlement",
  SpecifiedTradeSettlementMonetarySummation: "SpecifiedTradeSettlementHeaderMonetarySummation",
  // 1.0 names a tax's rate ApplicablePercent (header, line and allowance taxes alike).
  ApplicablePercent: "RateApplicablePercent",
};

const LINE: Readonly<Record<string, string>> = {
  SpecifiedSupplyChainTradeAgreement: "SpecifiedLineTradeAgreement",
  SpecifiedSupplyChainTradeDelivery: "SpecifiedLineTradeDelivery",
  SpecifiedSupplyChainTradeSettlement: "SpecifiedLineTradeSettlement",
  SpecifiedTradeSettlementMonetarySummation: "SpecifiedTradeSettlementLineMonetarySummation",
};

function hasChild(node: XmlElement, name: string): boolean {
  return node.children.some((child) => child.name === name || hasChild(child, name));
}

/**
 * ZUGFeRD 1.0 allows a line that is only free text (an IncludedNote, no product, quantity or
 * amount): it is a remark between the lines, not a line item.
 */
function isNoteOnlyLine(node: XmlElement): boolean {
  return (
    node.name === "IncludedSupplyChainTradeLineItem" &&
    !hasChild(node, "SpecifiedTradeProduct") &&
    !hasChild(node, "BilledQuantity") &&
    !hasChild(node, "LineTotalAmount")
  );
}

function rename(node: XmlElement, inLine: boolean): XmlElement {
  const line = inLine || node.name === "IncludedSupplyChainTradeLineItem";
  const name = (line ? LINE[node.name] : undefined) ?? HEADER[node.name] ?? node.name;
  // Pre-1.0 files write a date straight into …DateTime; later ones nest a DateTimeString.
  if (name.endsWith("DateTime") && node.children.length === 0 && node.text !== "") {
    const date: XmlElement = {
      name: "DateTimeString",
      prefix: "",
      attributes: node.attributes,
      children: [],
      text: node.text,
    };
    return { ...node, name, text: "", attributes: {}, children: [date] };
  }
  const children = node.children.filter((child) => !isNoteOnlyLine(child));
  return { ...node, name, children: children.map((child) => rename(child, line)) };
}

export function renameZugferd1(root: XmlElement): XmlElement {
  return { ...rename(root, false), name: "CrossIndustryInvoice" };
}
