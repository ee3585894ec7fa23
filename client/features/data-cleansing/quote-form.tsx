import { type FormEvent, type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { m } from "../../../core/i18n/messages";
import {
  DATA_TYPES,
  EMPTY_QUOTE_FORM,
  QUOTE_LIMITS,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormValues,
  type QuoteRequest,
  validateQuoteRequest,
} from "../../../core/leads/quote-request";
import { dataTypeLabel } from "./data-type-label";
import { wordQuoteError } from "./quote-errors";

export type QuoteSubmitResult = { ok: true } | { ok: false; message: string };

interface QuoteFormProps {
  /** Delivers a validated request; the form does not know whether that is an API call or an e-mail. */
  submit: (request: QuoteRequest) => Promise<QuoteSubmitResult>;
  /** What to show once the request was delivered. */
  renderConfirmation: (request: QuoteRequest) => ReactNode;
}

type FormState =
  | { kind: "editing" }
  | { kind: "sending" }
  | { kind: "failed"; message: string }
  | { kind: "sent"; request: QuoteRequest };

const FIELD_ORDER: readonly QuoteField[] = [
  "name",
  "company",
  "email",
  "phone",
  "dataType",
  "recordCount",
  "message",
];

const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600 aria-[invalid=true]:border-red-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400";

/** The data cleansing quote request form: labelled fields, inline errors, an error summary, a confirmation. */
export function QuoteForm({ submit, renderConfirmation }: QuoteFormProps): ReactElement {
  const idPrefix = useId();
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE_FORM);
  const [errors, setErrors] = useState<QuoteFieldErrors>({});
  const [state, setState] = useState<FormState>({ kind: "editing" });
  const confirmationRef = useRef<HTMLHeadingElement>(null);

  const fieldId = (field: QuoteField): string => `${idPrefix}-${field}`;
  const errorId = (field: QuoteField): string => `${idPrefix}-${field}-error`;

  useEffect(() => {
    if (state.kind === "sent") confirmationRef.current?.focus();
  }, [state.kind]);

  function update(field: QuoteField, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const result = validateQuoteRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setState({ kind: "sending" });
    const outcome = await submit(result.value);
    setState(
      outcome.ok ? { kind: "sent", request: result.value } : { kind: "failed", message: outcome.message },
    );
  }

  if (state.kind === "sent") {
    return (
      <div className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950/40">
        <h3 ref={confirmationRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {m.cleansing_thank_you({ name: state.request.name })}
        </h3>
        <div className="mt-2 text-gray-800 dark:text-gray-200">{renderConfirmation(state.request)}</div>
      </div>
    );
  }

  const errorList = FIELD_ORDER.filter((field) => errors[field] !== undefined);

  function describedBy(field: QuoteField, hintId?: string): string | undefined {
    const ids = [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(" ") : undefined;
  }

  function fieldError(field: QuoteField): ReactNode {
    const message = errors[field];
    return message ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700 dark:text-red-300">
        {wordQuoteError(message)}
      </p>
    ) : null;
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="mt-6 space-y-5">
      {errorList.length > 0 && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          <p className="font-semibold">{m.cleansing_correct_fields({ count: errorList.length })}</p>
          <ul className="mt-2 list-disc pl-5">
            {errorList.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`} className="underline">
                  {wordQuoteError(errors[field] ?? "")}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.kind === "failed" && (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
        >
          {state.message}
        </p>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId("name")} className="font-medium">
            {m.cleansing_field_name()} <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            required
            maxLength={QUOTE_LIMITS.name}
            value={values.name}
            onChange={(event) => update("name", event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
            className={INPUT_CLASS}
          />
          {fieldError("name")}
        </div>
        <div>
          <label htmlFor={fieldId("company")} className="font-medium">
            {m.cleansing_field_company()}
          </label>
          <input
            id={fieldId("company")}
            name="company"
            autoComplete="organization"
            maxLength={QUOTE_LIMITS.company}
            value={values.company}
            onChange={(event) => update("company", event.target.value)}
            aria-invalid={errors.company ? true : undefined}
            aria-describedby={describedBy("company")}
            className={INPUT_CLASS}
          />
          {fieldError("company")}
        </div>
        <div>
          <label htmlFor={fieldId("email")} className="font-medium">
            {m.cleansing_field_email()} <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={QUOTE_LIMITS.email}
            value={values.email}
            onChange={(event) => update("email", event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
            className={INPUT_CLASS}
          />
          {fieldError("email")}
        </div>
        <div>
          <label htmlFor={fieldId("phone")} className="font-medium">
            {m.cleansing_field_phone()}
          </label>
          <input
            id={fieldId("phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={QUOTE_LIMITS.phone}
            value={values.phone}
            onChange={(event) => update("phone", event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy("phone")}
            className={INPUT_CLASS}
          />
          {fieldError("phone")}
        </div>
        <div>
          <label htmlFor={fieldId("dataType")} className="font-medium">
            {m.cleansing_field_data_type()} <span aria-hidden="true">*</span>
          </label>
          <select
            id={fieldId("dataType")}
            name="dataType"
            required
            value={values.dataType}
            onChange={(event) => update("dataType", event.target.value)}
            aria-invalid={errors.dataType ? true : undefined}
            aria-describedby={describedBy("dataType")}
            className={INPUT_CLASS}
          >
            <option value="">{m.cleansing_choose()}</option>
            {DATA_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {dataTypeLabel(type.value)}
              </option>
            ))}
          </select>
          {fieldError("dataType")}
        </div>
        <div>
          <label htmlFor={fieldId("recordCount")} className="font-medium">
            {m.cleansing_field_records()} <span aria-hidden="true">*</span>
          </label>
          <input
            id={fieldId("recordCount")}
            name="recordCount"
            inputMode="numeric"
            required
            maxLength={15}
            value={values.recordCount}
            onChange={(event) => update("recordCount", event.target.value)}
            aria-invalid={errors.recordCount ? true : undefined}
            aria-describedby={describedBy("recordCount")}
            className={INPUT_CLASS}
          />
          {fieldError("recordCount")}
        </div>
      </div>
      <div>
        <label htmlFor={fieldId("message")} className="font-medium">
          {m.cleansing_field_message()}
        </label>
        <textarea
          id={fieldId("message")}
          name="message"
          rows={5}
          maxLength={QUOTE_LIMITS.message}
          value={values.message}
          onChange={(event) => update("message", event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message", `${idPrefix}-message-hint`)}
          className={INPUT_CLASS}
        />
        <p id={`${idPrefix}-message-hint`} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {m.cleansing_message_hint()}
        </p>
        {fieldError("message")}
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {m.cleansing_required_before()}
        <span aria-hidden="true">*</span>
        <span className="sr-only">{m.cleansing_required_sr()}</span>
        {m.cleansing_required_after()}
      </p>
      <button
        type="submit"
        disabled={state.kind === "sending"}
        className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
      >
        {state.kind === "sending" ? m.cleansing_sending() : m.cleansing_request_quote()}
      </button>
    </form>
  );
}
