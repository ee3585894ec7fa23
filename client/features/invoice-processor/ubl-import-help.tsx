import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

/**
 * How the five bookkeeping packages take a UBL purchase invoice. Only menu paths their own help
 * pages publish are named (Moneybird, SnelStart); the others say to check the import screen (ADR 253).
 */
const PACKAGES = [
  m.processor_ubl_import_exact,
  m.processor_ubl_import_twinfield,
  m.processor_ubl_import_snelstart,
  m.processor_ubl_import_eboekhouden,
  m.processor_ubl_import_moneybird,
] as const;

export function UblImportHelp(): ReactElement {
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium">{m.processor_ubl_import_title()}</summary>
      <p className="mt-2">{m.processor_ubl_import_intro()}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {PACKAGES.map((text) => (
          <li key={text.name}>{text()}</li>
        ))}
      </ul>
    </details>
  );
}
