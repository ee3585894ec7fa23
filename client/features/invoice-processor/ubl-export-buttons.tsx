import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import type { EInvoiceProfile } from "../../../core/invoice/model";
import { exportUblZip } from "./einvoice-api";

const FORMS: readonly [EInvoiceProfile, () => string][] = [
  ["nlcius", m.processor_export_ubl_nlcius],
  ["peppol", m.processor_export_ubl_peppol],
];

interface UblExportButtonsProps {
  readonly ids: readonly string[];
  readonly disabled: boolean;
  readonly className: string;
  readonly describedBy: string;
  /** The outcome: an error to show, or the words of a finished export. */
  readonly onDone: (result: { readonly error: string } | { readonly done: string }) => void;
}

/** The list's ZIP of UBL e-invoices, one button per form; the server refuses invoices not ready. */
export function UblExportButtons({
  ids,
  disabled,
  className,
  describedBy,
  onDone,
}: UblExportButtonsProps): ReactElement {
  const [busy, setBusy] = useState(false);
  async function run(profile: EInvoiceProfile): Promise<void> {
    setBusy(true);
    const result = await exportUblZip(ids, profile);
    setBusy(false);
    onDone(
      result.ok
        ? { done: m.processor_exported_ubl({ count: String(ids.length) }) }
        : { error: result.message },
    );
  }
  return (
    <>
      {FORMS.map(([profile, label]) => (
        <button
          key={profile}
          type="button"
          className={className}
          disabled={disabled || busy || ids.length === 0}
          aria-describedby={describedBy}
          onClick={() => void run(profile)}
        >
          {label()}
        </button>
      ))}
    </>
  );
}
