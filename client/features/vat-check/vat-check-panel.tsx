import { type ReactElement, useState } from "react";
import { m } from "../../../core/i18n/messages";
import { normaliseVatNumber, validateVatNumber } from "../../../core/validation/btw-id";
import type { VatCheck } from "../../../core/vies/vat-check";
import { wordRuleFinding } from "../invoice-generator/rule-words";
import type { VatCheckReply } from "./vat-check-api";

/** What the panel shows: a check (with the name comparison, in the review) or the format's error. */
export type VatCheckShown =
  | { readonly kind: "check"; readonly check: VatCheck; readonly nameAgrees?: boolean }
  | { readonly kind: "unavailable" }
  | { readonly kind: "malformed"; readonly message: string };

interface VatCheckPanelProps {
  /** The VAT id as typed in the field next to the panel. */
  readonly vatId: string;
  /** Asks the Worker; `nameAgrees` is set in the review, where a supplier name is compared. */
  readonly run: (vatId: string) => Promise<VatCheckReply<{ check: VatCheck; nameAgrees?: boolean }>>;
  /** Whose name the registered one is compared with. */
  readonly comparedWith: "supplier" | "company";
}

function describeCheck(check: VatCheck): string {
  if (check.status === "invalid") return m.vat_check_invalid();
  if (check.status === "unavailable") return m.vat_check_unavailable();
  return check.name ? m.vat_check_valid_named({ name: check.name }) : m.vat_check_valid_unnamed();
}

const TONES = {
  valid: "text-green-800 dark:text-green-300",
  invalid: "text-red-800 dark:text-red-300",
  unavailable: "text-gray-700 dark:text-gray-300",
} as const;

const NAME_WORDS = {
  supplier: { agrees: m.vat_check_name_agrees, differs: m.vat_check_name_differs },
  company: { agrees: m.vat_check_company_name_agrees, differs: m.vat_check_company_name_differs },
} as const;

function ShownResult({
  shown,
  comparedWith,
}: {
  shown: VatCheckShown;
  comparedWith: VatCheckPanelProps["comparedWith"];
}): ReactElement {
  if (shown.kind === "malformed") return <p className={TONES.invalid}>{shown.message}</p>;
  if (shown.kind === "unavailable") return <p className={TONES.unavailable}>{m.vat_check_unavailable()}</p>;
  const { check, nameAgrees } = shown;
  return (
    <>
      <p className={TONES[check.status]}>{describeCheck(check)}</p>
      {check.status === "valid" && check.name && nameAgrees !== undefined ? (
        <p className={nameAgrees ? TONES.valid : "text-amber-800 dark:text-amber-300"}>
          {nameAgrees ? NAME_WORDS[comparedWith].agrees() : NAME_WORDS[comparedWith].differs()}
        </p>
      ) : null}
    </>
  );
}

/**
 * A "Check at VIES" button under a VAT id field and what VIES said (docs/decisions/250). A malformed
 * id is answered here from its format and never sent; an answer belongs to the id it was given for.
 */
export function VatCheckPanel({ vatId, run, comparedWith }: VatCheckPanelProps): ReactElement | null {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ forId: string; shown: VatCheckShown } | null>(null);
  const current = normaliseVatNumber(vatId);
  if (current === "") return null;

  async function check(): Promise<void> {
    const valid = validateVatNumber(current);
    if (!valid.ok) {
      setResult({ forId: current, shown: { kind: "malformed", message: wordRuleFinding(valid.error) } });
      return;
    }
    setBusy(true);
    const reply = await run(valid.value.full);
    setBusy(false);
    setResult({
      forId: current,
      shown: reply.ok ? { kind: "check", ...reply.value } : { kind: "unavailable" },
    });
  }

  return (
    <div className="mt-1 text-xs" data-testid="vat-check">
      <button
        type="button"
        onClick={() => void check()}
        disabled={busy}
        className="rounded border border-gray-300 px-2 py-0.5 hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-blue-500 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800"
      >
        {busy ? m.vat_check_checking() : m.vat_check_button()}
      </button>
      <div role="status" aria-live="polite" className="mt-1 space-y-0.5">
        {result && result.forId === current ? (
          <ShownResult shown={result.shown} comparedWith={comparedWith} />
        ) : null}
      </div>
    </div>
  );
}
