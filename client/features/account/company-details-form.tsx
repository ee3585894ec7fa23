import { type FormEvent, type ReactElement, useId } from "react";
import { type CompanyField, VAT_RATES } from "../../../core/company/company-details";
import { COMPANY_COUNTRIES } from "../../../core/company/countries";
import { FormMessage } from "../auth/form-message";
import { CompanyField as Field } from "./company-field";
import { CompanyLogo } from "./company-logo";
import { UnsavedChangesDialog } from "./unsaved-changes-dialog";
import { useCompanyDetails } from "./use-company-details";
import { useUnsavedChanges } from "./use-unsaved-changes";

interface FieldSpec {
  field: CompanyField;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "email" | "tel" | "url";
  options?: readonly { value: string; label: string }[];
  wide?: boolean;
}

const GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: "Company",
    fields: [
      {
        field: "companyName",
        label: "Company name",
        required: true,
        autoComplete: "organization",
        wide: true,
      },
      { field: "contactPerson", label: "Contact person", autoComplete: "name" },
    ],
  },
  {
    legend: "Address",
    fields: [
      { field: "street", label: "Street and house number", autoComplete: "street-address", wide: true },
      {
        field: "postcode",
        label: "Postcode",
        hint: "In the Netherlands: 1234 AB",
        autoComplete: "postal-code",
      },
      { field: "city", label: "City", autoComplete: "address-level2" },
      {
        field: "country",
        label: "Country",
        options: COMPANY_COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
      },
    ],
  },
  {
    legend: "Registration",
    fields: [
      { field: "kvkNumber", label: "KvK number", hint: "8 digits", inputMode: "numeric" },
      { field: "vatNumber", label: "BTW-id (VAT number)", hint: "For example NL123456782B01" },
    ],
  },
  {
    legend: "Bank",
    fields: [
      { field: "iban", label: "IBAN", hint: "For example NL91 ABNA 0417 1643 00" },
      { field: "bic", label: "BIC", hint: "8 or 11 characters, for example ABNANL2A" },
    ],
  },
  {
    legend: "Contact",
    fields: [
      { field: "email", label: "Company email", autoComplete: "email", inputMode: "email" },
      { field: "phone", label: "Phone", autoComplete: "tel", inputMode: "tel" },
      { field: "website", label: "Website", autoComplete: "url", inputMode: "url", wide: true },
    ],
  },
  {
    legend: "Invoice defaults",
    fields: [
      { field: "invoicePrefix", label: "Invoice number prefix", hint: "For example INV-2026-" },
      { field: "nextInvoiceNumber", label: "Next invoice number", inputMode: "numeric" },
      { field: "paymentTermsDays", label: "Payment terms (days)", inputMode: "numeric" },
      {
        field: "defaultVatRate",
        label: "Default VAT rate",
        options: VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
      },
      {
        field: "invoiceLanguage",
        label: "Invoice language",
        options: [
          { value: "NL", label: "Dutch (NL)" },
          { value: "EN", label: "English (EN)" },
        ],
      },
    ],
  },
];

const FIELD_LABELS = new Map(GROUPS.flatMap((group) => group.fields.map((spec) => [spec.field, spec.label])));

const savedAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The company details form with the logo (issue 4), used on /profile and /dashboard/settings. */
export function CompanyDetailsForm(): ReactElement {
  const idPrefix = useId();
  const state = useCompanyDetails();
  const prompt = useUnsavedChanges(state.load.status === "ready" && state.dirty);
  const fieldId = (field: CompanyField): string => `${idPrefix}-${field}`;

  if (state.load.status === "loading") {
    return <p className="text-gray-700 dark:text-gray-300">Loading company details...</p>;
  }
  if (state.load.status === "failed") {
    return (
      <div className="space-y-3">
        <FormMessage kind="error" text={`Your company details could not be loaded. ${state.load.message}`} />
        <button type="button" onClick={state.reload} className="text-blue-700 underline dark:text-blue-300">
          Try again
        </button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const errors = await state.save();
    const [first] = Object.keys(errors) as CompanyField[];
    if (first) document.getElementById(fieldId(first))?.focus();
  };
  const errorEntries = Object.entries(state.errors) as [CompanyField, string][];

  return (
    <div className="space-y-8">
      <form onSubmit={onSubmit} noValidate aria-label="Company details" className="space-y-6">
        {errorEntries.length > 0 ? (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
          >
            <p className="font-semibold">
              Please correct {errorEntries.length === 1 ? "this field" : "these fields"}:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {errorEntries.map(([field, message]) => (
                <li key={field}>
                  <button
                    type="button"
                    onClick={() => document.getElementById(fieldId(field))?.focus()}
                    className="underline"
                  >
                    {FIELD_LABELS.get(field)}
                  </button>
                  : {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="rounded-lg border border-gray-200 p-4 dark:border-gray-700">
            <legend className="px-1 font-semibold">{group.legend}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((spec) => (
                <Field
                  key={spec.field}
                  id={fieldId(spec.field)}
                  label={spec.label}
                  value={state.values[spec.field]}
                  onChange={(value) => state.setValue(spec.field, value)}
                  error={state.errors[spec.field]}
                  {...(spec.hint ? { hint: spec.hint } : {})}
                  {...(spec.required ? { required: true } : {})}
                  {...(spec.autoComplete ? { autoComplete: spec.autoComplete } : {})}
                  {...(spec.inputMode ? { inputMode: spec.inputMode } : {})}
                  {...(spec.options ? { options: spec.options } : {})}
                  className={spec.wide ? "sm:col-span-2" : ""}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={state.saving}
            className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
          >
            {state.saving ? "Saving..." : "Save company details"}
          </button>
          <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
            {state.dirty ? "You have unsaved changes. " : ""}
            {state.saved ? `Last saved: ${savedAtFormat.format(state.saved.updatedAt)}` : "Not saved yet."}
          </p>
        </div>
        {state.saveError && errorEntries.length === 0 ? (
          <FormMessage kind="error" text={state.saveError} />
        ) : null}
        {state.justSaved ? <FormMessage kind="success" text="Company details saved." /> : null}
      </form>
      <CompanyLogo saved={state.saved} onChange={state.replaceSaved} />
      <UnsavedChangesDialog prompt={prompt} />
    </div>
  );
}
