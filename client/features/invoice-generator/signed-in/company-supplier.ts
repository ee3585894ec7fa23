import type { CompanyDetailsRecord } from "../../../../core/company/company-details";
import { m } from "../../../../core/i18n/messages";
import { addDays, createEmptyInvoice, type Invoice, type Supplier } from "../../../../core/invoice/model";

/** The supplier the server will snapshot at issue time, for the live checks and the preview. */
export function toSupplier(details: CompanyDetailsRecord | null, kor: boolean): Supplier {
  return {
    name: details?.companyName ?? "",
    address: {
      street: details?.street ?? "",
      postcode: details?.postcode ?? "",
      city: details?.city ?? "",
      country: details?.country ?? "NL",
    },
    vatNumber: details?.vatNumber ?? "",
    kvk: details?.kvkNumber ?? "",
    email: details?.email ?? "",
    iban: details?.iban ?? "",
    kor,
  };
}

/** What an invoice needs from the company details (in the page language); the rest is optional. */
export function missingCompanyFields(details: CompanyDetailsRecord | null): string[] {
  if (!details) return [m.generator_missing_details()];
  const missing: string[] = [];
  if (!details.street || !details.postcode || !details.city) missing.push(m.generator_missing_address());
  if (!details.vatNumber) missing.push(m.generator_missing_vat());
  if (!details.kvkNumber && details.country === "NL") missing.push(m.generator_missing_kvk());
  if (!details.iban) missing.push(m.generator_missing_iban());
  return missing;
}

/** The number the next issued invoice would get (the server decides; this is for the checks). */
export function nextNumberOf(details: CompanyDetailsRecord | null): string {
  return details ? `${details.invoicePrefix ?? ""}${details.nextInvoiceNumber}` : "1";
}

/** A new draft from the company's defaults: language, payment terms and VAT rate. */
export function createCompanyDraft(details: CompanyDetailsRecord | null, today: string): Invoice {
  const empty = createEmptyInvoice(today);
  const rate = details?.defaultVatRate ?? 21;
  return {
    ...empty,
    language: details?.invoiceLanguage === "EN" ? "en" : "nl",
    dueDate: addDays(today, details?.paymentTermsDays ?? 30),
    supplier: toSupplier(details, false),
    lines: empty.lines.map((line) => ({
      ...line,
      vatCategory: rate === 0 ? "Z" : "S",
      vatRate: String(rate),
    })),
  };
}
