/**
 * The invoice as Factuurkit keeps it: what a person enters, with money as exact decimal strings.
 * Totals are derived (totals.ts), never stored here. One shape for the browser generator, the
 * Worker (when signed-in users save) and the UBL reader.
 */

/**
 * EN 16931 VAT category codes (UNCL5305 subset allowed by Peppol BIS 3.0). The Dutch 9 % rate is
 * category S with rate 9: code AA is not in the Peppol code list (ADR 053).
 */
export type VatCategory = "S" | "Z" | "E" | "AE" | "K" | "G" | "O";

export const VAT_CATEGORIES: readonly VatCategory[] = ["S", "Z", "E", "AE", "K", "G", "O"];

export type DocumentKind = "invoice" | "credit-note";
export type InvoiceLanguage = "nl" | "en";
/** Which CIUS the UBL declares: SI-UBL 2.0 (NLCIUS) or Peppol BIS Billing 3.0. */
export type EInvoiceProfile = "nlcius" | "peppol";

export interface Address {
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

export interface Party {
  readonly name: string;
  readonly address: Address;
  /** VAT identifier with country prefix (BT-31 / BT-48), or "". */
  readonly vatNumber: string;
  /** KvK number, 8 digits (BT-30 / BT-47 with scheme 0106), a 20-digit government OIN (0190), or "". */
  readonly kvk: string;
  readonly email: string;
  /**
   * A Peppol participant identifier the party gave, as "SCHEME:ID" (e.g. "0088:5790000435975" for a
   * GLN); used as the electronic address before anything derived (ubl/endpoint.ts).
   */
  readonly peppolId?: string;
}

export interface Supplier extends Party {
  readonly iban: string;
  /** The small-business scheme (kleineondernemersregeling, art. 25 Wet OB): no VAT charged. */
  readonly kor: boolean;
}

export type Discount =
  | { readonly kind: "percent"; readonly value: string }
  | { readonly kind: "amount"; readonly value: string };

export interface InvoiceLine {
  readonly description: string;
  /** Exact decimal string, e.g. "1.5". */
  readonly quantity: string;
  /** UN/ECE Recommendation 20 code (C62, HUR, DAY…). */
  readonly unit: string;
  /** Net unit price, exact decimal string with up to 4 decimals. */
  readonly unitPrice: string;
  readonly discount: Discount | null;
  readonly vatCategory: VatCategory;
  /** Percentage as a decimal string ("21", "9", "0"); "" for category O. */
  readonly vatRate: string;
}

/** A document-level allowance (discount) or charge (BG-20 / BG-21), amounts excluding VAT. */
export interface DocumentAllowanceCharge {
  readonly charge: boolean;
  /** Why (BT-97 / BT-104). */
  readonly reason: string;
  /** Exact decimal string, positive. */
  readonly amount: string;
  readonly vatCategory: VatCategory;
  /** As on a line: "21", "9", "0"; "" for category O. */
  readonly vatRate: string;
}

export type Delivery =
  | { readonly kind: "date"; readonly date: string }
  | { readonly kind: "period"; readonly start: string; readonly end: string };

export interface PrecedingInvoice {
  readonly number: string;
  /** Omitted in NLCIUS output (BR-NL-24 advises against it), so it may be "". */
  readonly issueDate: string;
}

export interface Invoice {
  readonly kind: DocumentKind;
  readonly number: string;
  /** YYYY-MM-DD. */
  readonly issueDate: string;
  readonly delivery: Delivery | null;
  /** YYYY-MM-DD, or "" when there is nothing to pay. */
  readonly dueDate: string;
  /** ISO 4217. */
  readonly currency: string;
  /** The customer's reference (BT-10). */
  readonly buyerReference: string;
  /** The customer's purchase order number (BT-13). */
  readonly orderReference: string;
  readonly notes: string;
  /** What the customer quotes with the payment (BT-83). */
  readonly paymentReference: string;
  readonly supplier: Supplier;
  readonly customer: Party;
  readonly lines: readonly InvoiceLine[];
  /** Credit notes: the invoice they correct (BG-3). */
  readonly precedingInvoice: PrecedingInvoice | null;
  /** Simplified invoice (art. 35a lid 4 Wet OB, total up to €100): customer details optional. */
  readonly simplified: boolean;
  readonly language: InvoiceLanguage;
  /** Document-level allowances and charges; absent means none. */
  readonly allowanceCharges?: readonly DocumentAllowanceCharge[];
  /** Amount already paid (BT-113), exact decimal string; absent or "" means nothing. */
  readonly prepaidAmount?: string;
  /**
   * Rounding of the amount due (BT-114), exact signed decimal string: a received invoice whose total
   * was rounded for cash payment ("Afronding"). Absent or "" means none; the generator never sets it.
   */
  readonly roundingAmount?: string;
  /**
   * A received invoice written out again: the VAT per breakdown row as its supplier stated it, keyed
   * "category|rate" (e.g. "S|21"), instead of taxable × rate (BR-CO-17 allows a cent either way).
   */
  readonly statedVat?: Readonly<Record<string, string>>;
}

/** UN/ECE Recommendation 20 units people invoice in, with their labels (C62 "one" is a unit, H87 a piece). */
export const UNIT_CODES: Readonly<Record<string, { readonly nl: string; readonly en: string }>> = {
  C62: { nl: "eenheid", en: "unit" },
  H87: { nl: "stuk", en: "piece" },
  HUR: { nl: "uur", en: "hour" },
  MIN: { nl: "minuut", en: "minute" },
  DAY: { nl: "dag", en: "day" },
  WEE: { nl: "week", en: "week" },
  MON: { nl: "maand", en: "month" },
  ANN: { nl: "jaar", en: "year" },
  KGM: { nl: "kg", en: "kg" },
  MTR: { nl: "m", en: "m" },
  MTK: { nl: "m²", en: "m²" },
  MTQ: { nl: "m³", en: "m³" },
  LTR: { nl: "liter", en: "litre" },
  KMT: { nl: "km", en: "km" },
  LS: { nl: "post", en: "lump sum" },
};

export function createEmptyAddress(country = "NL"): Address {
  return { street: "", postcode: "", city: "", country };
}

export function createEmptyLine(): InvoiceLine {
  return {
    description: "",
    quantity: "1",
    unit: "C62",
    unitPrice: "0",
    discount: null,
    vatCategory: "S",
    vatRate: "21",
  };
}

/** A blank invoice dated `today` (YYYY-MM-DD), due after 30 days. */
export function createEmptyInvoice(today: string): Invoice {
  return {
    kind: "invoice",
    number: "",
    issueDate: today,
    delivery: null,
    dueDate: addDays(today, 30),
    currency: "EUR",
    buyerReference: "",
    orderReference: "",
    notes: "",
    paymentReference: "",
    supplier: {
      name: "",
      address: createEmptyAddress(),
      vatNumber: "",
      kvk: "",
      email: "",
      iban: "",
      kor: false,
    },
    customer: { name: "", address: createEmptyAddress(), vatNumber: "", kvk: "", email: "" },
    lines: [createEmptyLine()],
    precedingInvoice: null,
    simplified: false,
    language: "nl",
  };
}

/** Calendar arithmetic on YYYY-MM-DD in UTC (no time zone can shift the day). */
export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return "";
  return new Date(parsed.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, or null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

/** A real calendar date in YYYY-MM-DD form (rejects 2024-02-30). */
export function parseIsoDate(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return null;
  return parsed;
}
