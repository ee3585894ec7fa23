import { z } from "zod";
import { validateVatNumber } from "../validation/btw-id";
import { isValidEmail, normalizeEmail } from "../validation/email";
import { validateIban } from "../validation/iban";
import { validateKvk } from "../validation/kvk";
import { validatePhone } from "../validation/phone";
import { validateDutchPostcode } from "../validation/postcode";
import type { ValidationResult } from "../validation/result";
import { COMPANY_COUNTRY_CODES } from "./countries";
import { validateBic, validateForeignPostcode, validateInvoicePrefix, validateWebsite } from "./field-rules";

export const VAT_RATES = [21, 9, 0] as const;
export const INVOICE_LANGUAGES = ["NL", "EN"] as const;
export const MAX_NEXT_INVOICE_NUMBER = 999_999_999;
export const MAX_PAYMENT_TERMS_DAYS = 365;

/**
 * A text field: trimmed, empty (or null, or missing) becomes null, otherwise checked by `rule`,
 * which also normalises (IBAN without spaces, postcode as `1234 AB`, phone as E.164).
 */
function optionalText(maxLength: number, rule?: (value: string) => ValidationResult<string>) {
  return z
    .string({ error: "Enter text." })
    .max(maxLength, { error: `Use at most ${maxLength} characters.` })
    .nullable()
    .optional()
    .transform((raw, ctx): string | null => {
      const value = (raw ?? "").trim();
      if (value.length === 0) return null;
      if (!rule) return value;
      const result = rule(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: "custom", message: result.error });
      return z.NEVER;
    });
}

function validateCompanyEmail(value: string): ValidationResult<string> {
  const email = normalizeEmail(value);
  // SPEC §5: {email} without spaces.
  return isValidEmail(email)
    ? { ok: true, value: email }
    : { ok: false, error: "Please enter a valid email address" };
}

function wholeNumber(min: number, max: number, message: string, fallback: number) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .default(fallback);
}

/** The postcode rule depends on the country: `1234 AB` in the Netherlands. */
function checkPostcode(country: string, postcode: string | null): ValidationResult<string | null> {
  if (postcode === null) return { ok: true, value: null };
  return country === "NL" ? validateDutchPostcode(postcode) : validateForeignPostcode(postcode);
}

/**
 * The company details a user keeps for their invoices (issue 4). One schema for the API route and
 * the form: strict (unknown fields such as `userId` are refused), field-level messages from the
 * core validators, output normalised for storage.
 */
export const companyDetailsSchema = z
  .strictObject({
    companyName: z
      .string({ error: "Enter your company name." })
      .trim()
      .min(1, { error: "Enter your company name." })
      .max(200, { error: "Use at most 200 characters." }),
    contactPerson: optionalText(200),
    street: optionalText(200),
    postcode: optionalText(20),
    city: optionalText(100),
    country: z.enum(COMPANY_COUNTRY_CODES, { error: "Choose a country from the list." }).default("NL"),
    kvkNumber: optionalText(20, validateKvk),
    vatNumber: optionalText(30, (value) => {
      const result = validateVatNumber(value);
      return result.ok ? { ok: true, value: result.value.full } : result;
    }),
    iban: optionalText(50, validateIban),
    bic: optionalText(20, validateBic),
    email: optionalText(254, validateCompanyEmail),
    phone: optionalText(40, (value) => validatePhone(value)),
    website: optionalText(200, validateWebsite),
    invoicePrefix: optionalText(20, validateInvoicePrefix),
    nextInvoiceNumber: wholeNumber(
      1,
      MAX_NEXT_INVOICE_NUMBER,
      `The next invoice number is a whole number from 1 to ${MAX_NEXT_INVOICE_NUMBER}.`,
      1,
    ),
    paymentTermsDays: wholeNumber(
      0,
      MAX_PAYMENT_TERMS_DAYS,
      `Payment terms are a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}.`,
      30,
    ),
    defaultVatRate: z.literal(VAT_RATES, { error: "Choose 21%, 9% or 0%." }).default(21),
    invoiceLanguage: z.enum(INVOICE_LANGUAGES, { error: "Choose NL or EN." }).default("NL"),
  })
  // Runs even when other fields failed, so the postcode message shows together with theirs.
  .superRefine(
    (details, ctx) => {
      const result = checkPostcode(details.country, details.postcode);
      if (!result.ok) ctx.addIssue({ code: "custom", message: result.error, path: ["postcode"] });
    },
    {
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !Array.isArray(payload.value) &&
        !payload.issues.some((issue) => issue.path?.[0] === "postcode" || issue.path?.[0] === "country"),
    },
  )
  .transform((details) => {
    const result = checkPostcode(details.country, details.postcode);
    return result.ok ? { ...details, postcode: result.value } : details;
  });

/** What a client sends (`PUT /api/company`). */
export type CompanyDetailsInput = z.input<typeof companyDetailsSchema>;
/** The normalised details as stored. */
export type CompanyDetails = z.output<typeof companyDetailsSchema>;
export type CompanyField = keyof CompanyDetails;

export const COMPANY_FIELDS = Object.keys(companyDetailsSchema.in.shape) as CompanyField[];

/** What `GET /api/company` answers; `details` is null while nothing was saved (SPEC §8 PGRST116). */
export interface CompanyDetailsRecord extends CompanyDetails {
  /** Unix ms of the last save. */
  updatedAt: number;
  logo: { contentType: "image/png" | "image/jpeg"; version: string } | null;
}

export interface CompanyDetailsResponse {
  details: CompanyDetailsRecord | null;
}

export type FieldErrors = Partial<Record<CompanyField, string>>;

export type CompanyParseResult =
  | { ok: true; value: CompanyDetails }
  | { ok: false; kind: "fields"; fields: FieldErrors }
  | { ok: false; kind: "shape"; message: string };

/**
 * Validates input: field problems come back per field (first message each); anything that is not
 * a company-details object at all (unknown fields, not an object) is a shape error.
 */
export function parseCompanyDetails(input: unknown): CompanyParseResult {
  const parsed = companyDetailsSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    const known = typeof key === "string" && (COMPANY_FIELDS as string[]).includes(key);
    if (issue.code === "unrecognized_keys" || !known) {
      return { ok: false, kind: "shape", message: "The request body is not valid." };
    }
    fields[key as CompanyField] ??= issue.message;
  }
  // In form order, so the first error is the first field to fix.
  const ordered: FieldErrors = {};
  for (const field of COMPANY_FIELDS) if (fields[field]) ordered[field] = fields[field];
  return { ok: false, kind: "fields", fields: ordered };
}
