import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { DutchRuleFinding } from "../../../core/invoice/dutch-rules";
import type { EInvoiceFinding } from "../../../core/invoice/einvoice/rule";
import { wordEInvoiceRule, wordRuleFinding } from "./rule-words";

interface FindingsPanelProps {
  readonly dutch: readonly DutchRuleFinding[];
  readonly einvoice: readonly EInvoiceFinding[];
  /** The PDF may be downloaded although the e-invoice still fails (see generator-page.tsx). */
  readonly pdfReady: boolean;
  /** Which fields' findings may be listed yet (see use-error-visibility.ts); all when absent. */
  readonly isShown?: (field: string) => boolean;
  /** Whether the e-invoice findings may be listed yet; they mostly repeat the missing fields. */
  readonly showEInvoice?: boolean;
  /** Offered while findings are held back: lists them all. */
  readonly onShowAll?: () => void;
}

/** Live messages: what the Dutch invoice rules and the e-invoice validator still miss. */
export function FindingsPanel({
  dutch,
  einvoice,
  pdfReady,
  isShown = () => true,
  showEInvoice = true,
  onShowAll,
}: FindingsPanelProps): ReactElement {
  const allErrors = dutch.filter((finding) => finding.severity === "error");
  const fatal = einvoice.filter((finding) => finding.flag === "fatal");
  const ready = allErrors.length === 0 && fatal.length === 0;
  const toFix = allErrors.length + fatal.length;
  const errors = allErrors.filter((finding) => isShown(finding.field));
  const warnings = dutch.filter((finding) => finding.severity === "warning" && isShown(finding.field));
  const listed = showEInvoice ? einvoice : [];
  const heldBack = errors.length < allErrors.length || listed.length < einvoice.length;
  return (
    <section
      aria-labelledby="checks-heading"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="checks-heading" className="text-sm font-semibold">
        {m.generator_checks()}
      </h2>
      <p
        role="status"
        className={`mt-1 text-sm ${ready ? "text-green-800 dark:text-green-400" : "text-amber-800 dark:text-amber-300"}`}
      >
        {ready
          ? m.generator_ready()
          : pdfReady
            ? m.generator_pdf_ready_einvoice_needs({ count: toFix })
            : m.generator_things_to_fix({ count: toFix })}
      </p>
      {heldBack && onShowAll ? (
        <button
          type="button"
          onClick={onShowAll}
          className="mt-2 text-sm font-medium text-blue-700 underline hover:text-blue-900 dark:text-blue-300"
        >
          {m.generator_show_missing()}
        </button>
      ) : null}
      {errors.length + warnings.length > 0 ? (
        <>
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">
            {m.generator_dutch_rules_heading()}
          </h3>
          <ul aria-label={m.generator_dutch_rules()} className="mt-1 space-y-1 text-sm">
            {[...errors, ...warnings].map((finding) => (
              <li
                key={`${finding.id}-${finding.field}-${finding.message}`}
                className={
                  finding.severity === "error"
                    ? "text-red-800 dark:text-red-300"
                    : "text-amber-800 dark:text-amber-300"
                }
              >
                {finding.severity === "warning" ? m.generator_note_prefix() : ""}
                {wordRuleFinding(finding.message)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {listed.length > 0 ? (
        <>
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">
            {m.generator_einvoice_rules()}
          </h3>
          <ul aria-label={m.generator_einvoice_rules()} className="mt-1 space-y-1 text-sm">
            {listed.map((finding) => (
              <li
                key={finding.id}
                className={
                  finding.flag === "fatal"
                    ? "text-red-800 dark:text-red-300"
                    : "text-amber-800 dark:text-amber-300"
                }
              >
                <span className="font-mono text-xs">{finding.id}</span>{" "}
                {wordEInvoiceRule(finding.id, finding.explanation)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
