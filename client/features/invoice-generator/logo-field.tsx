import { type ReactElement, useId, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { decodeBase64, encodeBase64 } from "../../../core/invoice/base64";
import { detectLogo } from "../../../core/invoice/pdf/logo";
import type { PdfLogo } from "../../../core/invoice/pdf/render-invoice-pdf";

const LOGO_STORAGE_KEY = "invoiceGeneratorLogo";

/** The logo kept with the draft on this device (base64 in local storage), or null. */
export function loadStoredLogo(storage: Storage | undefined = globalThis.localStorage): PdfLogo | null {
  try {
    const stored = storage?.getItem(LOGO_STORAGE_KEY);
    const bytes = stored ? decodeBase64(stored) : null;
    if (!bytes) return null;
    const logo = detectLogo(bytes);
    return logo.ok ? logo.value : null;
  } catch {
    return null;
  }
}

function storeLogo(logo: PdfLogo | null): void {
  try {
    if (logo) globalThis.localStorage?.setItem(LOGO_STORAGE_KEY, encodeBase64(logo.bytes));
    else globalThis.localStorage?.removeItem(LOGO_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the logo is used for this visit only.
  }
}

export function LogoField({
  logo,
  onChange,
}: {
  readonly logo: PdfLogo | null;
  readonly onChange: (logo: PdfLogo | null) => void;
}): ReactElement {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="sm:col-span-6">
      <label htmlFor={id} className="block text-xs font-medium text-gray-700 dark:text-gray-300">
        {m.generator_logo_label()}
      </label>
      <div className="mt-1 flex items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-200 file:px-3 file:py-1.5 dark:file:bg-gray-800"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const result = detectLogo(new Uint8Array(await file.arrayBuffer()));
            if (!result.ok) {
              setError(result.error);
              return;
            }
            setError(null);
            storeLogo(result.value);
            onChange(result.value);
          }}
        />
        {logo ? (
          <button
            type="button"
            className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
            onClick={() => {
              storeLogo(null);
              onChange(null);
            }}
          >
            {m.generator_remove_logo()}
          </button>
        ) : null}
      </div>
      {error ? <p className="mt-1 text-xs text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
