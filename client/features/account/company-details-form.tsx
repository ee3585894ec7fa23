import { type FormEvent, type ReactElement, useId } from "react";
import { type CompanyField, VAT_RATES } from "../../../core/company/company-details";
import { COMPANY_COUNTRIES } from "../../../core/company/countries";
import { m } from "../../../core/i18n/messages";
import { FormMessage } from "../auth/form-message";
import { OwnVatCheck } from "../vat-check/own-vat-check";
import { CompanyField as Field } from "./company-field";
import { CompanyLogo } from "./company-logo";
import { formatSavedAt, nameCountry } from "./company-text";
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

/** The form's field groups, in the page language (built while rendering). */
function listGroups(): { legend: string; fields: FieldSpec[] }[] {
  return [
    {
      legend: m.settings_group_company(),
      fields: [
        {
          field: "companyName",
          label: m.settings_company_name(),
          required: true,
          autoComplete: "organization",
          wide: true,
        },
        { field: "contactPerson", label: m.settings_contact_person(), autoComplete: "name" },
      ],
    },
    {
      legend: m.settings_group_address(),
      fields: [
        { field: "street", label: m.settings_street(), autoComplete: "street-address", wide: true },
        {
          field: "postcode",
          label: m.settings_postcode(),
          hint: m.settings_postcode_hint(),
          autoComplete: "postal-code",
        },
        { field: "city", label: m.settings_city(), autoComplete: "address-level2" },
        {
          field: "country",
          label: m.settings_country(),
          options: COMPANY_COUNTRIES.map((country) => ({
            value: country.code,
            label: nameCountry(country.code, country.name),
          })),
        },
      ],
    },
    {
      legend: m.settings_group_registration(),
      fields: [
        { field: "kvkNumber", label: m.settings_kvk(), hint: m.settings_kvk_hint(), inputMode: "numeric" },
        { field: "vatNumber", label: m.settings_vat_number(), hint: m.settings_vat_number_hint() },
      ],
    },
    {
      legend: m.settings_group_bank(),
      fields: [
        { field: "iban", label: m.settings_iban(), hint: m.settings_iban_hint() },
        { field: "bic", label: m.settings_bic(), hint: m.settings_bic_hint() },
      ],
    },
    {
      legend: m.settings_group_contact(),
      fields: [
        { field: "email", label: m.settings_company_email(), autoComplete: "email", inputMode: "email" },
        { field: "phone", label: m.settings_phone(), autoComplete: "tel", inputMode: "tel" },
        { field: "website", label: m.settings_website(), autoComplete: "url", inputMode: "url", wide: true },
      ],
    },
    {
      legend: m.settings_group_invoice_defaults(),
      fields: [
        {
          field: "invoicePrefix",
          label: m.settings_invoice_prefix(),
          hint: m.settings_invoice_prefix_hint(),
        },
        { field: "nextInvoiceNumber", label: m.settings_next_invoice_number(), inputMode: "numeric" },
        { field: "paymentTermsDays", label: m.settings_payment_terms(), inputMode: "numeric" },
        {
          field: "defaultVatRate",
          label: m.settings_default_vat_rate(),
          options: VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
        },
        {
          field: "invoiceLanguage",
          label: m.settings_invoice_language(),
          options: [
            { value: "NL", label: m.settings_language_dutch() },
            { value: "EN", label: m.settings_language_english() },
          ],
        },
      ],
    },
  ];
}

/** The company details form with the logo (issue 4), used on /profile and /dashboard/settings. */
export function CompanyDetailsForm(): ReactElement {
  const idPrefix = useId();
  const state = useCompanyDetails();
  const prompt = useUnsavedChanges(state.load.status === "ready" && state.dirty);
  const fieldId = (field: CompanyField): string => `${idPrefix}-${field}`;
  const groups = listGroups();
  const fieldLabels = new Map(
    groups.flatMap((group) => group.fields.map((spec) => [spec.field, spec.label])),
  );

  if (state.load.status === "loading") {
    return <p className="text-gray-700 dark:text-gray-300">{m.settings_loading_company()}</p>;
  }
  if (state.load.status === "failed") {
    return (
      <div className="space-y-3">
        <FormMessage kind="error" text={m.settings_company_not_loaded({ reason: state.load.message })} />
        <button type="button" onClick={state.reload} className="text-blue-700 underline dark:text-blue-300">
          {m.dashboard_try_again()}
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
      <form onSubmit={onSubmit} noValidate aria-label={m.settings_company_details()} className="space-y-6">
        {errorEntries.length > 0 ? (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
          >
            <p className="font-semibold">{m.settings_correct_fields({ count: errorEntries.length })}</p>
            <ul className="mt-1 list-disc pl-5">
              {errorEntries.map(([field, message]) => (
                <li key={field}>
                  <button
                    type="button"
                    onClick={() => document.getElementById(fieldId(field))?.focus()}
                    className="underline"
                  >
                    {fieldLabels.get(field)}
                  </button>
                  : {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {groups.map((group) => (
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
                >
                  {spec.field === "vatNumber" ? (
                    <OwnVatCheck vatId={state.values.vatNumber} companyName={state.values.companyName} />
                  ) : null}
                </Field>
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
            {state.saving ? m.settings_saving() : m.settings_save_company()}
          </button>
          <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
            {state.dirty ? m.settings_unsaved_changes() : ""}
            {state.saved
              ? m.settings_last_saved({ when: formatSavedAt(state.saved.updatedAt) })
              : m.settings_not_saved_yet()}
          </p>
        </div>
        {state.saveError && errorEntries.length === 0 ? (
          <FormMessage kind="error" text={state.saveError} />
        ) : null}
        {state.justSaved ? <FormMessage kind="success" text={m.settings_company_saved()} /> : null}
      </form>
      <CompanyLogo saved={state.saved} onChange={state.replaceSaved} />
      <UnsavedChangesDialog prompt={prompt} />
    </div>
  );
}
