import type { CompanyDetails, CompanyDetailsInput, CompanyField } from "./company-details";

/** The form keeps every field as the text the person typed, so nothing is lost on an error. */
export type CompanyFormValues = Record<CompanyField, string>;

const NUMBER_FIELDS = ["nextInvoiceNumber", "paymentTermsDays", "defaultVatRate"] as const;

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  companyName: "",
  contactPerson: "",
  street: "",
  postcode: "",
  city: "",
  country: "NL",
  kvkNumber: "",
  vatNumber: "",
  iban: "",
  bic: "",
  email: "",
  phone: "",
  website: "",
  invoicePrefix: "",
  nextInvoiceNumber: "1",
  paymentTermsDays: "30",
  defaultVatRate: "21",
  invoiceLanguage: "NL",
};

/** Saved details (or none yet) as form text. */
export function toCompanyFormValues(details: CompanyDetails | null): CompanyFormValues {
  if (!details) return { ...EMPTY_COMPANY_FORM };
  const values = { ...EMPTY_COMPANY_FORM };
  for (const key of Object.keys(EMPTY_COMPANY_FORM) as CompanyField[]) {
    const value = details[key];
    values[key] = value === null ? "" : String(value);
  }
  return values;
}

/** A whole number typed in a field; anything else becomes NaN so the schema names the field. */
function readWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d{1,12}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Form text as the API's input; the shared schema then validates and normalises it. */
export function toCompanyDetailsInput(values: CompanyFormValues): CompanyDetailsInput {
  const input: Record<string, unknown> = { ...values };
  for (const key of NUMBER_FIELDS) input[key] = readWholeNumber(values[key]);
  return input as CompanyDetailsInput;
}
