import { compareDecimals, multiplyDecimals, roundToScale } from "../money";
import { selectAll, selectFirst, textAt, type XmlElement } from "../ubl/xml-reader";
import { decimalAt, equalDecimals, subtract, sumDecimals, withinSlack, ZERO } from "./amounts";
import { type EInvoiceRule, failingLines, holds, type RuleContext } from "./rule";

interface CategorySpec {
  readonly code: string;
  readonly prefix: string;
  readonly name: string;
}

/** EN 16931 VAT category rule groups; intra-Community supply (K) has the prefix BR-IC. */
const CATEGORIES: readonly CategorySpec[] = [
  { code: "S", prefix: "BR-S", name: "Standard rated" },
  { code: "Z", prefix: "BR-Z", name: "Zero rated" },
  { code: "E", prefix: "BR-E", name: "Exempt from VAT" },
  { code: "AE", prefix: "BR-AE", name: "Reverse charge" },
  { code: "K", prefix: "BR-IC", name: "Intra-Community supply" },
  { code: "G", prefix: "BR-G", name: "Export outside the EU" },
  { code: "O", prefix: "BR-O", name: "Not subject to VAT" },
];

function lineCategory(line: XmlElement): string {
  return textAt(line, "Item/ClassifiedTaxCategory/ID");
}

function chargeCategory(charge: XmlElement): string {
  return textAt(charge, "TaxCategory/ID");
}

function subtotalCategory(subtotal: XmlElement): string {
  return textAt(subtotal, "TaxCategory/ID");
}

function usesCategory(context: RuleContext, code: string): boolean {
  return (
    context.lines.some((line) => lineCategory(line) === code) ||
    context.documentAllowances.some((charge) => chargeCategory(charge) === code) ||
    context.documentCharges.some((charge) => chargeCategory(charge) === code)
  );
}

function vatIds(party: XmlElement | undefined): string[] {
  return selectAll(party, "PartyTaxScheme")
    .filter((scheme) => textAt(scheme, "TaxScheme/ID").toUpperCase() === "VAT")
    .map((scheme) => textAt(scheme, "CompanyID"))
    .filter((id) => id !== "");
}

function sellerHasVatId(context: RuleContext): boolean {
  return (
    vatIds(selectFirst(context.root, "AccountingSupplierParty/Party")).length > 0 ||
    vatIds(selectFirst(context.root, "TaxRepresentativeParty")).length > 0
  );
}

/** Seller VAT identifier, tax registration identifier (a non-VAT PartyTaxScheme) or tax representative VAT id. */
function sellerHasVatOrTaxRegistration(context: RuleContext): boolean {
  const party = selectFirst(context.root, "AccountingSupplierParty/Party");
  return (
    sellerHasVatId(context) ||
    selectAll(party, "PartyTaxScheme").some((scheme) => textAt(scheme, "CompanyID") !== "")
  );
}

function buyerVatId(context: RuleContext): boolean {
  return vatIds(selectFirst(context.root, "AccountingCustomerParty/Party")).length > 0;
}

function buyerLegalId(context: RuleContext): boolean {
  return textAt(context.root, "AccountingCustomerParty/Party/PartyLegalEntity/CompanyID") !== "";
}

function rateOf(element: XmlElement | undefined, path: string): ReturnType<typeof decimalAt> {
  return decimalAt(element, path);
}

/** Taxable amount that lines and document allowances/charges of this category (and rate) add up to. */
function expectedTaxable(
  context: RuleContext,
  code: string,
  rate: ReturnType<typeof decimalAt>,
): ReturnType<typeof sumDecimals> {
  const sameRate = (candidate: ReturnType<typeof decimalAt>): boolean =>
    code !== "S" || (candidate !== null && rate !== null && compareDecimals(candidate, rate) === 0);
  const lines = context.lines
    .filter(
      (line) => lineCategory(line) === code && sameRate(rateOf(line, "Item/ClassifiedTaxCategory/Percent")),
    )
    .map((line) => decimalAt(line, "LineExtensionAmount"));
  const charges = context.documentCharges
    .filter((charge) => chargeCategory(charge) === code && sameRate(rateOf(charge, "TaxCategory/Percent")))
    .map((charge) => decimalAt(charge, "Amount"));
  const allowances = context.documentAllowances
    .filter((charge) => chargeCategory(charge) === code && sameRate(rateOf(charge, "TaxCategory/Percent")))
    .map((charge) => decimalAt(charge, "Amount"));
  return subtract(sumDecimals([...lines, ...charges]), sumDecimals(allowances));
}

function rulesFor(spec: CategorySpec): EInvoiceRule[] {
  const { code, prefix, name } = spec;
  const rule = (suffix: string, explanation: string, check: EInvoiceRule["check"]): EInvoiceRule => ({
    id: `${prefix}-${suffix}`,
    set: "en16931",
    flag: "fatal",
    explanation,
    check,
  });
  const subtotalsOf = (context: RuleContext): XmlElement[] =>
    context.subtotals.filter((subtotal) => subtotalCategory(subtotal) === code);
  const rules: EInvoiceRule[] = [
    rule(
      "01",
      code === "S"
        ? `An invoice with "${name}" (S) lines must have at least one S row in the VAT breakdown.`
        : `An invoice with "${name}" (${code}) lines must have exactly one ${code} row in the VAT breakdown.`,
      (c) => {
        if (!usesCategory(c, code)) return holds(true);
        const count = subtotalsOf(c).length;
        return holds(code === "S" ? count >= 1 : count === 1);
      },
    ),
  ];
  const partyCheck: Record<string, { explanation: string; check: (c: RuleContext) => boolean }> = {
    AE: {
      explanation:
        "Reverse charge (AE) needs the seller's VAT identifier and the buyer's VAT identifier or legal registration identifier.",
      check: (c) => sellerHasVatOrTaxRegistration(c) && (buyerVatId(c) || buyerLegalId(c)),
    },
    K: {
      explanation:
        "An intra-Community supply (K) needs the seller's VAT identifier and the buyer's VAT identifier.",
      check: (c) => sellerHasVatId(c) && buyerVatId(c),
    },
    O: {
      explanation:
        "Not subject to VAT (O): the invoice must not contain the seller's or buyer's VAT identifier.",
      check: (c) => !sellerHasVatId(c) && !buyerVatId(c),
    },
  };
  const parties = partyCheck[code] ?? {
    explanation: `A "${name}" (${code}) line needs the seller's VAT identifier or tax registration identifier.`,
    check: sellerHasVatOrTaxRegistration,
  };
  rules.push(
    rule("02", parties.explanation, (c) =>
      holds(!c.lines.some((line) => lineCategory(line) === code) || parties.check(c)),
    ),
    rule(
      "05",
      code === "S"
        ? "A standard rated (S) line must have a VAT rate above zero."
        : code === "O"
          ? "A line not subject to VAT (O) must not have a VAT rate."
          : `A "${name}" (${code}) line must have VAT rate 0.`,
      (c) =>
        failingLines(c, (line) => {
          if (lineCategory(line) !== code) return true;
          const percent = selectFirst(line, "Item/ClassifiedTaxCategory/Percent");
          const rate = decimalAt(line, "Item/ClassifiedTaxCategory/Percent");
          if (code === "O") return percent === undefined;
          if (code === "S") return rate !== null && rate.units > 0n;
          return rate !== null && rate.units === 0n;
        }),
    ),
    rule(
      "08",
      `The taxable amount of each ${code} VAT breakdown row must equal the sum of its line amounts (plus charges, minus allowances)${code === "S" ? " at that rate" : ""}.`,
      (c) =>
        holds(
          subtotalsOf(c).every((subtotal) =>
            equalDecimals(
              decimalAt(subtotal, "TaxableAmount"),
              expectedTaxable(c, code, rateOf(subtotal, "TaxCategory/Percent")),
            ),
          ),
        ),
    ),
    rule(
      "09",
      code === "S"
        ? "The VAT amount of each S breakdown row must equal its taxable amount × rate, rounded to 2 decimals."
        : `The VAT amount of the ${code} breakdown row must be 0.`,
      (c) =>
        holds(
          subtotalsOf(c).every((subtotal) => {
            const vat = decimalAt(subtotal, "TaxAmount");
            if (code !== "S") return vat !== null && vat.units === 0n;
            const rate = rateOf(subtotal, "TaxCategory/Percent") ?? ZERO;
            const product = multiplyDecimals(decimalAt(subtotal, "TaxableAmount") ?? ZERO, {
              units: rate.units,
              scale: rate.scale + 2,
            });
            return withinSlack(vat, { units: roundToScale(product, 2), scale: 2 }, { units: 1n, scale: 0 });
          }),
        ),
    ),
    rule(
      "10",
      code === "S" || code === "Z"
        ? `A ${code} VAT breakdown row must not have an exemption reason.`
        : `A ${code} VAT breakdown row must state the exemption reason (text BT-120 or code BT-121)${code === "AE" ? ', such as "VAT reverse charged"' : ""}.`,
      (c) =>
        holds(
          subtotalsOf(c).every((subtotal) => {
            const hasReason =
              textAt(subtotal, "TaxCategory/TaxExemptionReason") !== "" ||
              textAt(subtotal, "TaxCategory/TaxExemptionReasonCode") !== "";
            return code === "S" || code === "Z" ? !hasReason : hasReason;
          }),
        ),
    ),
  );
  return rules;
}

/** The VAT category rules BR-S, BR-Z, BR-E, BR-AE, BR-IC, BR-G and BR-O. */
export const VAT_CATEGORY_RULES: readonly EInvoiceRule[] = [
  ...CATEGORIES.flatMap(rulesFor),
  {
    id: "BR-IC-11",
    set: "en16931",
    flag: "fatal",
    explanation:
      "An intra-Community supply (K) must state the actual delivery date (BT-72) or the invoicing period (BG-14).",
    check: (c) =>
      holds(
        !c.subtotals.some((subtotal) => subtotalCategory(subtotal) === "K") ||
          textAt(c.root, "Delivery/ActualDeliveryDate") !== "" ||
          textAt(c.root, "InvoicePeriod/StartDate") !== "" ||
          textAt(c.root, "InvoicePeriod/EndDate") !== "",
      ),
  },
  {
    id: "BR-IC-12",
    set: "en16931",
    flag: "fatal",
    explanation: "An intra-Community supply (K) must state the country the goods are delivered to (BT-80).",
    check: (c) =>
      holds(
        !c.subtotals.some((subtotal) => subtotalCategory(subtotal) === "K") ||
          textAt(c.root, "Delivery/DeliveryLocation/Address/Country/IdentificationCode") !== "",
      ),
  },
  {
    id: "BR-O-11",
    set: "en16931",
    flag: "fatal",
    explanation:
      "An invoice with a 'not subject to VAT' (O) breakdown row must not have other VAT categories in its breakdown.",
    check: (c) =>
      holds(
        !c.subtotals.some((subtotal) => subtotalCategory(subtotal) === "O") ||
          c.subtotals.every((subtotal) => subtotalCategory(subtotal) === "O"),
      ),
  },
  {
    id: "BR-O-12",
    set: "en16931",
    flag: "fatal",
    explanation:
      "An invoice with a 'not subject to VAT' (O) breakdown row must not have lines in another VAT category.",
    check: (c) =>
      !c.subtotals.some((subtotal) => subtotalCategory(subtotal) === "O")
        ? []
        : failingLines(c, (line) => lineCategory(line) === "O"),
  },
];
