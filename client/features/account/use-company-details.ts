import { useCallback, useEffect, useMemo, useState } from "react";
import {
  type CompanyDetailsRecord,
  type CompanyField,
  type FieldErrors,
  parseCompanyDetails,
} from "../../../core/company/company-details";
import {
  type CompanyFormValues,
  toCompanyDetailsInput,
  toCompanyFormValues,
} from "../../../core/company/company-form-values";
import { m } from "../../../core/i18n/messages";
import { fetchCompanyDetails, saveCompanyDetails } from "./account-api";

export type LoadState = { status: "loading" } | { status: "failed"; message: string } | { status: "ready" };

/** Fired on window after the company details were saved. */
export const COMPANY_DETAILS_SAVED_EVENT = "factuurkit:company-details-saved";

export interface CompanyDetailsState {
  load: LoadState;
  values: CompanyFormValues;
  errors: FieldErrors;
  saved: CompanyDetailsRecord | null;
  dirty: boolean;
  saving: boolean;
  /** A failure of the last save that is not about a field (network, server). */
  saveError: string | null;
  justSaved: boolean;
  setValue: (field: CompanyField, value: string) => void;
  save: () => Promise<FieldErrors>;
  reload: () => void;
  replaceSaved: (record: CompanyDetailsRecord | null) => void;
}

/**
 * The company details form's state. Typed text is never replaced by a failed save (validation,
 * network or server); only a successful save swaps in the normalised values it answered.
 */
export function useCompanyDetails(): CompanyDetailsState {
  const [load, setLoad] = useState<LoadState>({ status: "loading" });
  const [values, setValues] = useState<CompanyFormValues>(() => toCompanyFormValues(null));
  const [baseline, setBaseline] = useState<CompanyFormValues>(() => toCompanyFormValues(null));
  const [saved, setSaved] = useState<CompanyDetailsRecord | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: "loading" });
    void fetchCompanyDetails(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        setLoad({ status: "failed", message: result.message });
        return;
      }
      const formValues = toCompanyFormValues(result.value.details);
      setSaved(result.value.details);
      setValues(formValues);
      setBaseline(formValues);
      setLoad({ status: "ready" });
    });
    return () => controller.abort();
  }, [attempt]);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  const setValue = useCallback((field: CompanyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    setJustSaved(false);
  }, []);

  const replaceSaved = useCallback((record: CompanyDetailsRecord | null) => setSaved(record), []);

  const save = useCallback(async (): Promise<FieldErrors> => {
    setSaveError(null);
    setJustSaved(false);
    const parsed = parseCompanyDetails(toCompanyDetailsInput(values));
    if (!parsed.ok) {
      const fields = parsed.kind === "fields" ? parsed.fields : {};
      setErrors(fields);
      if (parsed.kind === "shape") setSaveError(parsed.message);
      return fields;
    }
    setErrors({});
    setSaving(true);
    const result = await saveCompanyDetails(parsed.value);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      setSaveError(
        result.fields ? m.settings_fields_need_attention() : m.settings_not_saved({ reason: result.message }),
      );
      return result.fields ?? {};
    }
    const formValues = toCompanyFormValues(result.value.details);
    setSaved(result.value.details);
    setValues(formValues);
    setBaseline(formValues);
    setJustSaved(true);
    // Other settings derive from the details (the suggested Peppol ids): they reload on this.
    window.dispatchEvent(new Event(COMPANY_DETAILS_SAVED_EVENT));
    return {};
  }, [values]);

  return {
    load,
    values,
    errors,
    saved,
    dirty,
    saving,
    saveError,
    justSaved,
    setValue,
    save,
    reload: () => setAttempt((current) => current + 1),
    replaceSaved,
  };
}
