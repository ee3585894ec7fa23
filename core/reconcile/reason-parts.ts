/**
 * Why a payment matches, as codes with their values: the screen words them in its language
 * (client/features/reconciliation/describe-reason.ts); `describeReasonParts` is the English
 * that is stored and sent as `reason`, unchanged wording.
 */
export type ReasonCode =
  | "reference"
  | "references"
  | "invoice-number"
  | "invoices"
  | "reverses-earlier"
  | "amount-equal"
  | "amounts-add-up"
  | "amount-within-tolerance"
  | "part-payment"
  | "overpayment"
  | "credit-note-netted"
  | "counterparty-account"
  | "counterparty-name"
  | "paid-before-invoice-date"
  | "reverses-payment"
  | "matched-by-hand";

export interface ReasonPart {
  readonly code: ReasonCode;
  /** Invoice numbers the part names; "" for an invoice without a number. */
  readonly numbers?: readonly string[];
  /** A payment reference, formatted for reading. */
  readonly reference?: string;
  /** An amount in cents (a difference, or a reversed payment). */
  readonly cents?: number;
}

/** "A", "A and B", "A, B and C"; "(no number)" for a missing one. */
export function joinNumbers(numbers: readonly string[], and: string, none: string): string {
  const shown = numbers.map((number) => number || none);
  if (shown.length <= 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} ${and} ${shown[shown.length - 1]}`;
}

function formatEnglishCents(cents: number, currencySign: boolean): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${currencySign ? "€" : ""}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, "0")}`;
}

function describePart(part: ReasonPart): string {
  const numbers = joinNumbers(part.numbers ?? [], "and", "(no number)");
  const many = (part.numbers?.length ?? 0) > 1;
  const cents = part.cents ?? 0;
  switch (part.code) {
    case "reference":
      return `reference ${part.reference ?? ""} matches invoice ${numbers}`;
    case "references":
      return `references match invoices ${numbers}`;
    case "invoice-number":
      return `${many ? "invoice numbers" : "invoice number"} ${numbers} in the description`;
    case "invoices":
      return `${many ? "invoices" : "invoice"} ${numbers}`;
    case "reverses-earlier":
      return "reverses an earlier payment";
    case "amount-equal":
      return "amount equal";
    case "amounts-add-up":
      return "amounts add up exactly";
    case "amount-within-tolerance":
      return `amount differs by ${formatEnglishCents(cents, true)}, within your tolerance`;
    case "part-payment":
      return "part payment";
    case "overpayment":
      return `paid ${formatEnglishCents(cents, true)} more than open`;
    case "credit-note-netted":
      return "credit note netted";
    case "counterparty-account":
      return "known account of the customer or supplier";
    case "counterparty-name":
      return "name matches";
    case "paid-before-invoice-date":
      return "but paid before the invoice date";
    case "reverses-payment":
      return `reverses the payment of ${formatEnglishCents(cents, false)} from the same account; the invoice is open again`;
    case "matched-by-hand":
      return "matched by hand";
  }
}

const REASON_CODES: ReadonlySet<string> = new Set<ReasonCode>([
  "reference",
  "references",
  "invoice-number",
  "invoices",
  "reverses-earlier",
  "amount-equal",
  "amounts-add-up",
  "amount-within-tolerance",
  "part-payment",
  "overpayment",
  "credit-note-netted",
  "counterparty-account",
  "counterparty-name",
  "paid-before-invoice-date",
  "reverses-payment",
  "matched-by-hand",
]);

/** A stored part this code can word: a known code, and values of the types it reads. */
function isReasonPart(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const part = value as { code?: unknown; numbers?: unknown; reference?: unknown; cents?: unknown };
  return (
    REASON_CODES.has(String(part.code)) &&
    (part.numbers === undefined ||
      (Array.isArray(part.numbers) && part.numbers.every((number) => typeof number === "string"))) &&
    (part.reference === undefined || typeof part.reference === "string") &&
    (part.cents === undefined || Number.isSafeInteger(part.cents))
  );
}

/**
 * Stored parts (JSON) read back; null when there are none or they are not parts as this code knows
 * them (an older or damaged row), so the caller shows the stored English instead.
 */
export function readReasonParts(json: string | null): ReasonPart[] | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    return parsed.every(isReasonPart) ? (parsed as ReasonPart[]) : null;
  } catch {
    return null;
  }
}

/** The reason in English, parts joined by commas (the stored and API `reason`). */
export function describeReasonParts(parts: readonly ReasonPart[]): string {
  return parts.map(describePart).join(", ");
}
