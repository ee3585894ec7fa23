import { type ChangeEvent, type ReactElement, useId, useRef, useState } from "react";
import type { CompanyDetailsRecord } from "../../../core/company/company-details";
import { detectLogoType, LOGO_MAX_BYTES, LOGO_SNIFF_BYTES } from "../../../core/company/logo";
import { m } from "../../../core/i18n/messages";
import { FormMessage } from "../auth/form-message";
import { companyLogoUrl, removeCompanyLogo, uploadCompanyLogo } from "./account-api";

interface CompanyLogoProps {
  saved: CompanyDetailsRecord | null;
  onChange: (record: CompanyDetailsRecord | null) => void;
}

/** Checks a chosen file the way the Worker will (size, then magic bytes), to answer at once. */
async function checkLogoFile(file: File): Promise<string | null> {
  if (file.size > LOGO_MAX_BYTES) return m.settings_logo_too_large();
  const head = new Uint8Array(await file.slice(0, LOGO_SNIFF_BYTES).arrayBuffer());
  return detectLogoType(head) ? null : m.settings_logo_wrong_type();
}

/** Logo upload with preview; the server checks the file again and keeps it in R2. */
export function CompanyLogo({ saved, onChange }: CompanyLogoProps): ReactElement {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    if (!file) return;
    setMessage(null);
    const problem = await checkLogoFile(file);
    if (problem) {
      setMessage({ kind: "error", text: problem });
      if (input.current) input.current.value = "";
      return;
    }
    setBusy(true);
    const result = await uploadCompanyLogo(file);
    setBusy(false);
    if (input.current) input.current.value = "";
    if (!result.ok) {
      setMessage({ kind: "error", text: result.message });
      return;
    }
    onChange(result.value.details);
    setMessage({ kind: "success", text: m.settings_logo_uploaded() });
  };

  const onRemove = async (): Promise<void> => {
    setBusy(true);
    const result = await removeCompanyLogo();
    setBusy(false);
    if (!result.ok) {
      setMessage({ kind: "error", text: result.message });
      return;
    }
    onChange(result.value.details);
    setMessage({ kind: "success", text: m.settings_logo_removed() });
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h3 id={`${inputId}-title`} className="font-semibold">
        {m.settings_logo()}
      </h3>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{m.settings_logo_explain()}</p>
      {saved ? (
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <div className="flex h-24 w-48 items-center justify-center rounded border border-dashed border-gray-300 bg-white dark:border-gray-600">
            {saved.logo ? (
              <img
                src={companyLogoUrl(saved.logo.version)}
                alt={m.settings_logo_alt()}
                className="max-h-20 max-w-44 object-contain"
              />
            ) : (
              <span className="text-sm text-gray-500">{m.settings_no_logo()}</span>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              {saved.logo ? m.settings_replace_logo() : m.settings_upload_logo()}
            </label>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              disabled={busy}
              onChange={(event) => void onFile(event)}
              className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-blue-800 dark:text-gray-200"
            />
            {saved.logo ? (
              <button
                type="button"
                onClick={() => void onRemove()}
                disabled={busy}
                className="self-start text-sm text-red-700 underline hover:text-red-900 disabled:opacity-60 dark:text-red-400"
              >
                {m.settings_remove_logo()}
              </button>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{m.settings_logo_save_first()}</p>
      )}
      {message ? (
        <div className="mt-3">
          <FormMessage kind={message.kind} text={message.text} />
        </div>
      ) : null}
    </section>
  );
}
