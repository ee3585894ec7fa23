import type { Decimal } from "../money";
import type { XmlElement } from "../ubl/xml-reader";
import {
  abs,
  add,
  chargeIndicator,
  cmp,
  decimalOf,
  descendants,
  exists,
  hasCategory,
  isVatScheme,
  multiply,
  ONE,
  path,
  percentOf,
  round2,
  same,
  sub,
  sumOf,
  withinOne,
  xsDecimal,
  ZERO,
} from "./query";
import { type EInvoiceRule, holds } from "./rule";

/**
 * EN 16931 VAT category rules (BR-S, BR-Z, BR-E, BR-AE, BR-IC, BR-G, BR-O, BR-AF, BR-AG), one
 * description per category. The official rules differ in small ways between categories (which
 * party needs a VAT id, whether a rate must be 0, > 0 or absent, whether an exemption reason is
 * required); those differences are the fields of CategorySpec.
 */
interface CategorySpec {
  readonly code: string;
  readonly prefix: string;
  readonly name: string;
  /** Who must have a VAT identifier when the category is used on a line, allowance or charge. */
  readonly parties: "seller" | "seller-vat" | "seller-and-buyer" | "seller-vat-and-buyer-vat" | "none";
  /** What the rate of a line, allowance or charge in this category must be. */
  readonly rate: "positive" | "zero" | "non-negative" | "absent";
  /** Breakdown: taxable amount within 1 per rate (true) or exactly equal to the sum (false). */
  readonly perRate: boolean;
  readonly exemptionReason: "required" | "forbidden";
}

const CATEGORIES: readonly CategorySpec[] = [
  {
    code: "S",
    prefix: "BR-S",
    name: "Standard rated",
    parties: "seller",
    rate: "positive",
    perRate: true,
    exemptionReason: "forbidden",
  },
  {
    code: "Z",
    prefix: "BR-Z",
    name: "Zero rated",
    parties: "seller",
    rate: "zero",
    perRate: false,
    exemptionReason: "forbidden",
  },
  {
    code: "E",
    prefix: "BR-E",
    name: "Exempt from VAT",
    parties: "seller",
    rate: "zero",
    perRate: false,
    exemptionReason: "required",
  },
  {
    code: "AE",
    prefix: "BR-AE",
    name: "Reverse charge",
    parties: "seller-and-buyer",
    rate: "zero",
    perRate: false,
    exemptionReason: "required",
  },
  {
    code: "K",
    prefix: "BR-IC",
    name: "Intra-community supply",
    parties: "seller-vat-and-buyer-vat",
    rate: "zero",
    perRate: false,
    exemptionReason: "required",
  },
  {
    code: "G",
    prefix: "BR-G",
    name: "Export outside the EU",
    parties: "seller-vat",
    rate: "zero",
    perRate: false,
    exemptionReason: "required",
  },
  {
    code: "O",
    prefix: "BR-O",
    name: "Not subject to VAT",
    parties: "none",
    rate: "absent",
    perRate: false,
    exemptionReason: "required",
  },
  {
    code: "L",
    prefix: "BR-AF",
    name: "IGIC (Canary Islands)",
    parties: "seller",
    rate: "non-negative",
    perRate: true,
    exemptionReason: "forbidden",
  },
  {
    code: "M",
    prefix: "BR-AG",
    name: "IPSI (Ceuta and Melilla)",
    parties: "seller",
    rate: "non-negative",
    perRate: true,
    exemptionReason: "forbidden",
  },
];

function rule(
  spec: CategorySpec,
  number: string,
  explanation: string,
  check: EInvoiceRule["check"],
): EInvoiceRule {
  return { id: `${spec.prefix}-${number}`, set: "en16931", flag: "fatal", explanation, check };
}

const vatCompanyIds = (parties: readonly XmlElement[]): boolean =>
  parties.some((party) =>
    path(party, "PartyTaxScheme").some((scheme) => isVatScheme(scheme) && exists(scheme, "CompanyID")),
  );

function sellerHasVatId(root: XmlElement, vatOnly: boolean): boolean {
  const sellers = path(root, "AccountingSupplierParty/Party");
  const seller = vatOnly
    ? vatCompanyIds(sellers)
    : sellers.some((party) => exists(party, "PartyTaxScheme/CompanyID"));
  return seller || vatCompanyIds(path(root, "TaxRepresentativeParty"));
}

function buyerHasVatId(root: XmlElement): boolean {
  return vatCompanyIds(path(root, "AccountingCustomerParty/Party"));
}

function partiesAllowed(spec: CategorySpec, root: XmlElement): boolean {
  switch (spec.parties) {
    case "seller":
      return sellerHasVatId(root, false);
    case "seller-vat":
      return sellerHasVatId(root, true);
    case "seller-and-buyer":
      return (
        sellerHasVatId(root, false) &&
        (buyerHasVatId(root) || exists(root, "AccountingCustomerParty/Party/PartyLegalEntity/CompanyID"))
      );
    case "seller-vat-and-buyer-vat":
      return sellerHasVatId(root, true) && buyerHasVatId(root);
    case "none":
      return !sellerHasVatId(root, true) && !buyerHasVatId(root);
  }
}

const PARTY_WORDS: Record<CategorySpec["parties"], string> = {
  seller:
    "the seller's VAT identifier (BT-31), tax registration (BT-32) or tax representative's VAT identifier (BT-63)",
  "seller-vat": "the seller's VAT identifier (BT-31) or the tax representative's VAT identifier (BT-63)",
  "seller-and-buyer":
    "the seller's VAT identifier (BT-31/BT-32/BT-63) and the buyer's VAT identifier (BT-48) or legal registration identifier (BT-47)",
  "seller-vat-and-buyer-vat":
    "the seller's VAT identifier (BT-31 or BT-63) and the buyer's VAT identifier (BT-48)",
  none: "no VAT identifier for the seller (BT-31), tax representative (BT-63) or buyer (BT-48)",
};

/** Every cac:AllowanceCharge in the document (anywhere) with this charge indicator. */
export function allowanceCharges(root: XmlElement, charge: boolean, documentLevelOnly = false): XmlElement[] {
  const candidates = documentLevelOnly ? path(root, "AllowanceCharge") : descendants(root, "AllowanceCharge");
  return candidates.filter((element) => chargeIndicator(element) === charge);
}

function categoriesUnder(elements: readonly XmlElement[], code: string, vatOnly: boolean): XmlElement[] {
  return elements.flatMap((element) =>
    path(element, "TaxCategory").filter((category) => hasCategory(category, code, vatOnly)),
  );
}

function rateAllowed(spec: CategorySpec, category: XmlElement): boolean {
  const percents = path(category, "Percent");
  if (spec.rate === "absent") return percents.length === 0;
  return percents.some((percent) => {
    const value = xsDecimal(percent.text);
    if (value === null) return false;
    const sign = cmp(value, ZERO);
    return spec.rate === "positive" ? sign > 0 : spec.rate === "zero" ? sign === 0 : sign >= 0;
  });
}

const RATE_WORDS: Record<CategorySpec["rate"], string> = {
  positive: "greater than zero",
  zero: "0",
  "non-negative": "0 or greater",
  absent: "absent",
};

function documentLines(root: XmlElement): XmlElement[] {
  return [...path(root, "InvoiceLine"), ...path(root, "CreditNoteLine")];
}

function lineHas(line: XmlElement, code: string, rate: Decimal | null): boolean {
  return path(line, "Item/ClassifiedTaxCategory").some(
    (category) =>
      path(category, "ID").some((id) => id.text.replace(/\s+/g, " ").trim() === code) &&
      (rate === null || same(decimalOf(category, "Percent"), rate)),
  );
}

function chargeHas(charge: XmlElement, code: string, rate: Decimal | null): boolean {
  return path(charge, "TaxCategory").some(
    (category) =>
      path(category, "ID").some((id) => id.text.replace(/\s+/g, " ").trim() === code) &&
      (rate === null || same(decimalOf(category, "Percent"), rate)),
  );
}

/** Line net amounts plus document charges minus allowances in this category (and rate). */
function categoryBase(root: XmlElement, code: string, rate: Decimal | null): Decimal {
  const lines = documentLines(root).filter((line) => lineHas(line, code, rate));
  const charges = allowanceCharges(root, true, true).filter((charge) => chargeHas(charge, code, rate));
  const allowances = allowanceCharges(root, false, true).filter((charge) => chargeHas(charge, code, rate));
  return sub(add(sumOf(lines, "LineExtensionAmount"), sumOf(charges, "Amount")), sumOf(allowances, "Amount"));
}

/** The breakdown categories of this code under the VAT scheme (cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory). */
function breakdowns(root: XmlElement, code: string): { subtotal: XmlElement; category: XmlElement }[] {
  return path(root, "TaxTotal/TaxSubtotal").flatMap((subtotal) =>
    path(subtotal, "TaxCategory")
      .filter((category) => hasCategory(category, code, true))
      .map((category) => ({ subtotal, category })),
  );
}

function breakdownTaxableMatches(
  spec: CategorySpec,
  root: XmlElement,
  subtotal: XmlElement,
  category: XmlElement,
): boolean {
  const taxable = decimalOf(subtotal, "TaxableAmount");
  if (!spec.perRate) {
    return documentLines(root).length > 0 && same(taxable, categoryBase(root, spec.code, null));
  }
  return path(category, "Percent").every((percent) => {
    const rate = xsDecimal(percent.text);
    if (rate === null || taxable === null) return false;
    if (spec.code === "S") {
      const used =
        documentLines(root).some((line) => lineHas(line, spec.code, rate)) ||
        descendants(root, "AllowanceCharge").some((charge) => chargeHas(charge, spec.code, rate));
      if (!used) return false;
    } else if (documentLines(root).length === 0) {
      return false;
    }
    return withinOne(taxable, categoryBase(root, spec.code, rate));
  });
}

/** |VAT| within 1 of round(|taxable| × rate / 100, 2). */
export function vatAmountFits(subtotal: XmlElement, rate: Decimal | null, inclusive = false): boolean {
  const tax = decimalOf(subtotal, "TaxAmount");
  const taxable = decimalOf(subtotal, "TaxableAmount");
  if (tax === null || taxable === null || rate === null) return false;
  const expected = round2(multiply(abs(taxable), percentOf(rate)));
  // The CII rule BR-CO-17 allows a difference of exactly 1; the UBL rules require less than 1.
  return inclusive ? cmp(abs(sub(abs(tax), expected)), ONE) <= 0 : withinOne(abs(tax), expected);
}

function categoryUsed(spec: CategorySpec, root: XmlElement): boolean {
  const vatOnly = spec.code !== "S";
  const onCharges = categoriesUnder(descendants(root, "AllowanceCharge"), spec.code, vatOnly);
  const onLines = descendants(root, "ClassifiedTaxCategory").filter((category) =>
    hasCategory(category, spec.code, vatOnly),
  );
  if (spec.code === "S" || spec.code === "L" || spec.code === "M")
    return onCharges.length + onLines.length > 0;
  const anywhere = descendants(root, "TaxCategory").filter((category) =>
    hasCategory(category, spec.code, true),
  );
  return anywhere.length + onLines.length > 0;
}

function breakdownCountOk(spec: CategorySpec, root: XmlElement): boolean {
  const used = categoryUsed(spec, root);
  const vatOnly = spec.code !== "S";
  const count = path(root, "TaxTotal/TaxSubtotal/TaxCategory").filter((category) =>
    hasCategory(category, spec.code, vatOnly),
  ).length;
  if (spec.code === "S" || spec.code === "L" || spec.code === "M") return used ? count > 0 : count === 0;
  return used ? count === 1 : true;
}

function rulesFor(spec: CategorySpec): EInvoiceRule[] {
  const name = `"${spec.name}" (${spec.code})`;
  const lineCategories = (root: XmlElement): XmlElement[] =>
    documentLinesDeep(root).flatMap((line) =>
      path(line, "Item/ClassifiedTaxCategory").filter((category) => hasCategory(category, spec.code, true)),
    );
  const chargeCategories = (root: XmlElement, charge: boolean): XmlElement[] =>
    categoriesUnder(allowanceCharges(root, charge, spec.code === "O"), spec.code, true);
  const list: EInvoiceRule[] = [
    rule(
      spec,
      "01",
      spec.code === "S" || spec.code === "L" || spec.code === "M"
        ? `An invoice with lines, allowances or charges in category ${name} must have at least one ${spec.code} VAT breakdown, and only then.`
        : `An invoice with lines, allowances or charges in category ${name} must have exactly one ${spec.code} VAT breakdown.`,
      (c) => holds(breakdownCountOk(spec, c.root)),
    ),
    rule(spec, "02", `A line in category ${name} needs ${PARTY_WORDS[spec.parties]}.`, (c) => {
      const vatOnly = spec.code !== "S";
      const used = descendants(c.root, "ClassifiedTaxCategory").some((category) =>
        hasCategory(category, spec.code, vatOnly),
      );
      const usedVat = descendants(c.root, "ClassifiedTaxCategory").some((category) =>
        hasCategory(category, spec.code, true),
      );
      return holds(!used || (usedVat && partiesAllowed(spec, c.root)));
    }),
    rule(spec, "03", `A document allowance in category ${name} needs ${PARTY_WORDS[spec.parties]}.`, (c) =>
      holds(chargeCategories(c.root, false).length === 0 || partiesAllowed(spec, c.root)),
    ),
    rule(spec, "04", `A document charge in category ${name} needs ${PARTY_WORDS[spec.parties]}.`, (c) =>
      holds(chargeCategories(c.root, true).length === 0 || partiesAllowed(spec, c.root)),
    ),
    rule(
      spec,
      "05",
      `The VAT rate (BT-152) of a line in category ${name} must be ${RATE_WORDS[spec.rate]}.`,
      (c) => holds(lineCategories(c.root).every((category) => rateAllowed(spec, category))),
    ),
    rule(
      spec,
      "06",
      `The VAT rate (BT-96) of a document allowance in category ${name} must be ${RATE_WORDS[spec.rate]}.`,
      (c) =>
        holds(
          categoriesUnder(allowanceCharges(c.root, false), spec.code, true).every((category) =>
            rateAllowed(spec, category),
          ),
        ),
    ),
    rule(
      spec,
      "07",
      `The VAT rate (BT-103) of a document charge in category ${name} must be ${RATE_WORDS[spec.rate]}.`,
      (c) =>
        holds(
          categoriesUnder(allowanceCharges(c.root, true), spec.code, true).every((category) =>
            rateAllowed(spec, category),
          ),
        ),
    ),
    rule(
      spec,
      "08",
      spec.perRate
        ? `For each rate in category ${name}, the taxable amount (BT-116) must equal the line net amounts plus charges minus allowances at that rate.`
        : `The taxable amount (BT-116) of category ${name} must equal the line net amounts plus document charges minus allowances in that category.`,
      (c) =>
        holds(
          breakdowns(c.root, spec.code).every(({ subtotal, category }) =>
            breakdownTaxableMatches(spec, c.root, subtotal, category),
          ),
        ),
    ),
    rule(
      spec,
      "09",
      spec.perRate
        ? `The VAT amount (BT-117) of category ${name} must be the taxable amount times the rate, rounded to 2 decimals.`
        : `The VAT amount (BT-117) of category ${name} must be 0.`,
      (c) =>
        holds(
          breakdowns(c.root, spec.code).every(({ subtotal, category }) =>
            spec.perRate
              ? vatAmountFits(subtotal, decimalOf(category, "Percent"))
              : same(decimalOf(subtotal, "TaxAmount"), ZERO),
          ),
        ),
    ),
    rule(
      spec,
      "10",
      spec.exemptionReason === "required"
        ? `A VAT breakdown in category ${name} must give an exemption reason (BT-120) or reason code (BT-121).`
        : `A VAT breakdown in category ${name} must not give an exemption reason (BT-120/BT-121).`,
      (c) =>
        holds(
          breakdowns(c.root, spec.code).every(({ category }) => {
            const reason =
              exists(category, "TaxExemptionReason") || exists(category, "TaxExemptionReasonCode");
            return spec.exemptionReason === "required" ? reason : !reason;
          }),
        ),
    ),
  ];
  return list;
}

/** InvoiceLine/CreditNoteLine anywhere (sub-lines included), as the official line contexts match. */
function documentLinesDeep(root: XmlElement): XmlElement[] {
  return [...descendants(root, "InvoiceLine"), ...descendants(root, "CreditNoteLine")];
}

function hasVatBreakdown(root: XmlElement, code: string): boolean {
  return breakdowns(root, code).length > 0;
}

const otherCategories = (elements: readonly XmlElement[], code: string): boolean =>
  elements.some(
    (category) =>
      isVatScheme(category) &&
      path(category, "ID").some((id) => id.text.replace(/\s+/g, " ").trim() !== code),
  );

const EXTRA_RULES: readonly EInvoiceRule[] = [
  {
    id: "BR-IC-11",
    set: "en16931",
    flag: "fatal",
    explanation:
      "An intra-community supply (K) must give the actual delivery date (BT-72) or the invoicing period (BG-14).",
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "K") ||
          path(c.root, "Delivery/ActualDeliveryDate").some((date) => date.text.length > 1) ||
          path(c.root, "InvoicePeriod").some((period) => period.children.length > 0),
      ),
  },
  {
    id: "BR-IC-12",
    set: "en16931",
    flag: "fatal",
    explanation: "An intra-community supply (K) must give the deliver-to country code (BT-80).",
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "K") ||
          path(c.root, "Delivery/DeliveryLocation/Address/Country/IdentificationCode").some(
            (code) => code.text.length > 1,
          ),
      ),
  },
  {
    id: "BR-O-11",
    set: "en16931",
    flag: "fatal",
    explanation:
      'An invoice with a "Not subject to VAT" (O) breakdown must not have any other VAT breakdown.',
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "O") ||
          !otherCategories(path(c.root, "TaxTotal/TaxSubtotal/TaxCategory"), "O"),
      ),
  },
  {
    id: "BR-O-12",
    set: "en16931",
    flag: "fatal",
    explanation:
      'An invoice with a "Not subject to VAT" (O) breakdown must not have lines in another VAT category.',
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "O") || !otherCategories(descendants(c.root, "ClassifiedTaxCategory"), "O"),
      ),
  },
  {
    id: "BR-O-13",
    set: "en16931",
    flag: "fatal",
    explanation:
      'An invoice with a "Not subject to VAT" (O) breakdown must not have document allowances in another VAT category.',
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "O") ||
          !otherCategories(categoriesAll(allowanceCharges(c.root, false)), "O"),
      ),
  },
  {
    id: "BR-O-14",
    set: "en16931",
    flag: "fatal",
    explanation:
      'An invoice with a "Not subject to VAT" (O) breakdown must not have document charges in another VAT category.',
    check: (c) =>
      holds(
        !hasVatBreakdown(c.root, "O") || !otherCategories(categoriesAll(allowanceCharges(c.root, true)), "O"),
      ),
  },
];

function categoriesAll(charges: readonly XmlElement[]): XmlElement[] {
  return charges.flatMap((charge) => path(charge, "TaxCategory"));
}

export const CATEGORY_RULES: readonly EInvoiceRule[] = [...CATEGORIES.flatMap(rulesFor), ...EXTRA_RULES];
