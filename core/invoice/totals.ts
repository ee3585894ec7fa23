import type { DocumentAllowanceCharge, Invoice, InvoiceLine, VatCategory } from "./model";
import {
  addDecimals,
  type Cents,
  centsToDecimal,
  compareDecimals,
  type Decimal,
  formatDecimal,
  multiplyDecimals,
  negateDecimal,
  parseDecimal,
  toCents,
} from "./money";

/** Amounts of one line (BG-25). */
export interface LineAmounts {
  /** Quantity × unit price, unrounded. */
  readonly gross: Decimal;
  /** Line allowance (BT-136), rounded to cents; 0 without a discount. */
  readonly allowance: Cents;
  /** Line net amount (BT-131): gross − allowance, rounded to cents. */
  readonly net: Cents;
}

/** One row of the VAT breakdown (BG-23). */
export interface VatBreakdownRow {
  readonly category: VatCategory;
  /** Canonical percentage ("21", "9", "0"); "" for category O. */
  readonly rate: string;
  /** BT-116. */
  readonly taxable: Cents;
  /** BT-117. */
  readonly vat: Cents;
}

export interface InvoiceTotals {
  readonly lines: readonly LineAmounts[];
  /** BT-106 Σ line net amounts. */
  readonly lineNetSum: Cents;
  /** BT-107 / BT-108: sums of the document-level allowances and charges. */
  readonly allowanceTotal: Cents;
  readonly chargeTotal: Cents;
  /** BT-109. */
  readonly taxExclusive: Cents;
  /** BT-110. */
  readonly vatTotal: Cents;
  /** BT-112. */
  readonly taxInclusive: Cents;
  /** BT-113. */
  readonly prepaid: Cents;
  /** BT-114. */
  readonly rounding: Cents;
  /** BT-115. */
  readonly payable: Cents;
  readonly breakdown: readonly VatBreakdownRow[];
}

const ZERO: Decimal = { units: 0n, scale: 0 };

/** Categories that carry VAT at their rate; every other category has VAT 0 (BR-Z/E/AE/IC/G/O-09). */
export function isTaxedCategory(category: VatCategory): boolean {
  return category === "S";
}

function decimalOrZero(input: string): Decimal {
  const parsed = parseDecimal(input);
  return parsed.ok ? parsed.value : ZERO;
}

function decimalCents(input: string): Cents {
  return toCents(decimalOrZero(input));
}

function divideByHundred(value: Decimal): Decimal {
  return { units: value.units, scale: value.scale + 2 };
}

/** The rate a line is taxed at, canonical: S keeps its rate, O has none, the rest are 0. */
export function effectiveVatRate(line: Pick<InvoiceLine, "vatCategory" | "vatRate">): string {
  if (line.vatCategory === "O") return "";
  if (!isTaxedCategory(line.vatCategory)) return "0";
  return formatDecimal(decimalOrZero(line.vatRate));
}

/** EN 16931: line net = quantity × price − allowance, rounded to 2 decimals (BT-131). */
export function calculateLineAmounts(line: InvoiceLine): LineAmounts {
  const gross = multiplyDecimals(decimalOrZero(line.quantity), decimalOrZero(line.unitPrice));
  let allowance = 0n;
  if (line.discount) {
    const value = decimalOrZero(line.discount.value);
    allowance =
      line.discount.kind === "amount"
        ? toCents(value)
        : toCents(divideByHundred(multiplyDecimals(gross, value)));
  }
  const net = toCents(addDecimals(gross, negateDecimal(centsToDecimal(allowance))));
  return { gross, allowance, net };
}

/** VAT of one breakdown row: taxable × rate / 100, rounded to cents (BR-CO-17). */
export function calculateCategoryVat(taxable: Cents, rate: string): Cents {
  if (rate === "") return 0n;
  return toCents(divideByHundred(multiplyDecimals(centsToDecimal(taxable), decimalOrZero(rate))));
}

const CATEGORY_ORDER: readonly VatCategory[] = ["S", "Z", "E", "AE", "K", "G", "O"];

/** A document allowance or charge in cents, signed: charges add, allowances subtract. */
export function allowanceChargeCents(item: DocumentAllowanceCharge): Cents {
  return toCents(decimalOrZero(item.amount));
}

/** The EN 16931 calculation model for the whole document (BT-106 … BT-115, BG-23). */
export function calculateTotals(
  invoice: Pick<Invoice, "lines"> &
    Partial<Pick<Invoice, "allowanceCharges" | "prepaidAmount" | "roundingAmount" | "statedVat">>,
): InvoiceTotals {
  const lines = invoice.lines.map(calculateLineAmounts);
  const groups = new Map<string, { category: VatCategory; rate: string; taxable: Cents }>();
  const addToGroup = (item: Pick<InvoiceLine, "vatCategory" | "vatRate">, cents: Cents): void => {
    const rate = effectiveVatRate(item);
    const key = `${item.vatCategory}|${rate}`;
    const group = groups.get(key) ?? { category: item.vatCategory, rate, taxable: 0n };
    group.taxable += cents;
    groups.set(key, group);
  };
  invoice.lines.forEach((line, index) => {
    addToGroup(line, lines[index]?.net ?? 0n);
  });
  let allowanceTotal = 0n;
  let chargeTotal = 0n;
  for (const item of invoice.allowanceCharges ?? []) {
    const cents = allowanceChargeCents(item);
    if (item.charge) chargeTotal += cents;
    else allowanceTotal += cents;
    addToGroup(item, item.charge ? cents : -cents);
  }
  const breakdown = [...groups.values()]
    .map((group) => {
      const stated = invoice.statedVat?.[`${group.category}|${group.rate}`];
      const vat =
        stated === undefined ? calculateCategoryVat(group.taxable, group.rate) : decimalCents(stated);
      return { ...group, vat };
    })
    .sort(
      (left, right) =>
        CATEGORY_ORDER.indexOf(left.category) - CATEGORY_ORDER.indexOf(right.category) ||
        compareDecimals(decimalOrZero(right.rate), decimalOrZero(left.rate)),
    );
  const lineNetSum = lines.reduce((sum, line) => sum + line.net, 0n);
  const vatTotal = breakdown.reduce((sum, row) => sum + row.vat, 0n);
  const taxExclusive = lineNetSum - allowanceTotal + chargeTotal;
  const taxInclusive = taxExclusive + vatTotal;
  const prepaid = toCents(decimalOrZero(invoice.prepaidAmount ?? ""));
  const rounding = toCents(decimalOrZero(invoice.roundingAmount ?? ""));
  return {
    lines,
    lineNetSum,
    allowanceTotal,
    chargeTotal,
    taxExclusive,
    vatTotal,
    taxInclusive,
    prepaid,
    rounding,
    // BR-CO-16: BT-115 = BT-112 − BT-113 + BT-114.
    payable: taxInclusive - prepaid + rounding,
    breakdown,
  };
}
