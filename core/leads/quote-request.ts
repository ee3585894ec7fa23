import { z } from "zod";

/**
 * The data cleansing quote request (issue 10): what the form collects and the rules it enforces.
 * One schema for both sides: the form validates with it, POST /api/leads (worker/routes/leads.ts)
 * validates the same JSON again before storing it.
 */
export const DATA_TYPES = [
  { value: "customers", label: "Customer or contact data" },
  { value: "suppliers", label: "Supplier data" },
  { value: "products", label: "Product data" },
  { value: "addresses", label: "Address lists" },
  { value: "crm", label: "CRM export" },
  { value: "other", label: "Something else" },
] as const;

export type DataType = (typeof DATA_TYPES)[number]["value"];

export const QUOTE_LIMITS = {
  name: 100,
  company: 150,
  email: 254,
  phone: 30,
  message: 2000,
  maxRecords: 1_000_000_000,
} as const;

const DATA_TYPE_VALUES = DATA_TYPES.map((type) => type.value) as [DataType, ...DataType[]];

/**
 * Control characters have no place in a form field and would break the e-mail the request becomes;
 * only the message may keep tabs and line breaks.
 */
function hasControlCharacter(value: string, allowLineBreaks: boolean): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x7f) return true;
    if (code < 0x20 && !(allowLineBreaks && (code === 9 || code === 10 || code === 13))) return true;
  }
  return false;
}

function singleLine(label: string, max: number): z.ZodString {
  return z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .refine(
      (value) => !hasControlCharacter(value, false),
      `${label} contains characters that are not allowed`,
    );
}

/** Digits with optional +, spaces, hyphens and brackets; 8 to 15 digits (the E.164 maximum). */
function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[0-9 ()-]+$/.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, "").length;
  return digits >= 8 && digits <= 15;
}

export const quoteRequestSchema = z.strictObject({
  name: singleLine("Name", QUOTE_LIMITS.name).min(1, "Name is required"),
  company: singleLine("Company", QUOTE_LIMITS.company),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .max(QUOTE_LIMITS.email, "Please enter a valid email address")
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Please enter a valid email address"),
  phone: singleLine("Phone", QUOTE_LIMITS.phone).refine(
    (value) => value === "" || isPlausiblePhone(value),
    "Please enter a phone number of 8 to 15 digits, for example +31 20 123 4567",
  ),
  dataType: z.enum(DATA_TYPE_VALUES, "Choose the type of data"),
  recordCount: z
    .string()
    .trim()
    .min(1, "Enter the approximate number of records")
    .transform((value) => value.replace(/[.,\s]/g, ""))
    .refine((value) => /^[0-9]{1,10}$/.test(value), "Enter a whole number, for example 25000")
    .transform((value) => Number(value))
    .refine(
      (value) => value >= 1 && value <= QUOTE_LIMITS.maxRecords,
      "Enter a number between 1 and 1,000,000,000",
    ),
  message: z
    .string()
    .trim()
    .max(QUOTE_LIMITS.message, `Message can be at most ${QUOTE_LIMITS.message} characters`)
    .refine((value) => !hasControlCharacter(value, true), "Message contains characters that are not allowed"),
});

/** What the form holds: every field as the text the user typed. */
export type QuoteFormValues = Record<keyof z.input<typeof quoteRequestSchema>, string>;

/** A validated request: trimmed strings and the record count as a number. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export type QuoteField = keyof QuoteFormValues;

export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: "",
  company: "",
  email: "",
  phone: "",
  dataType: "",
  recordCount: "",
  message: "",
};

/** Validates the typed values; on failure returns the first message per field. */
export function validateQuoteRequest(
  values: unknown,
): { ok: true; value: QuoteRequest } | { ok: false; errors: QuoteFieldErrors } {
  const parsed = quoteRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: QuoteFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in EMPTY_QUOTE_FORM && !(field in errors)) {
      errors[field as QuoteField] = issue.message;
    }
  }
  return { ok: false, errors };
}

/** The JSON the form sends (and POST /api/leads reads): a validated request back in its typed form. */
export function toQuoteWireFormat(request: QuoteRequest): QuoteFormValues {
  return { ...request, recordCount: String(request.recordCount) };
}

/** The label of a data type value, for people (e-mails, confirmations). */
export function describeDataType(value: DataType): string {
  return DATA_TYPES.find((type) => type.value === value)?.label ?? value;
}
