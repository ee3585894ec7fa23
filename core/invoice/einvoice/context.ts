import { CUSTOMIZATION_IDS } from "../ubl/constants";
import { selectAll, textAt, type XmlElement } from "../ubl/xml-reader";
import type { RuleContext } from "./rule";

export function buildRuleContext(root: XmlElement, syntax: "ubl" | "cii" = "ubl"): RuleContext {
  const credit = root.name === "CreditNote";
  const customization = textAt(root, "CustomizationID");
  const currency = textAt(root, "DocumentCurrencyCode");
  const allowanceCharges = selectAll(root, "AllowanceCharge");
  const taxTotals = selectAll(root, "TaxTotal");
  const subtotals = taxTotals
    .filter((total) => {
      const amount = total.children.find((child) => child.name === "TaxAmount");
      return (
        !amount || amount.attributes.currencyID === currency || amount.attributes.currencyID === undefined
      );
    })
    .flatMap((total) => selectAll(total, "TaxSubtotal"));
  return {
    root,
    syntax,
    credit,
    customization,
    profile: customization.startsWith(CUSTOMIZATION_IDS.nlcius)
      ? "nlcius"
      : customization.startsWith(CUSTOMIZATION_IDS.peppol)
        ? "peppol"
        : null,
    supplierCountry: textAt(root, "AccountingSupplierParty/Party/PostalAddress/Country/IdentificationCode")
      .trim()
      .toUpperCase(),
    lines: selectAll(root, credit ? "CreditNoteLine" : "InvoiceLine"),
    subtotals,
    documentAllowances: allowanceCharges.filter((charge) => textAt(charge, "ChargeIndicator") === "false"),
    documentCharges: allowanceCharges.filter((charge) => textAt(charge, "ChargeIndicator") === "true"),
    currency,
  };
}
