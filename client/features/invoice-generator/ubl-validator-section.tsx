import { type ReactElement, useId, useState } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { type EInvoiceReport, validateEInvoice } from "../../../core/invoice/einvoice/validate";
import { MAX_XML_BYTES } from "../../../core/invoice/ubl/xml-reader";
import { getLanguage } from "../../lib/i18n/current-language";
import { wordEInvoiceRule } from "./rule-words";
import { wordValidatorError } from "./validator-errors";

type State =
  | { readonly kind: "idle" }
  | { readonly kind: "error"; readonly fileName: string; readonly message: string }
  | { readonly kind: "report"; readonly fileName: string; readonly report: EInvoiceReport };

const PROFILE_NAMES = { nlcius: "SI-UBL 2.0 (NLCIUS)", peppol: "Peppol BIS Billing 3.0" } as const;

/** Public e-invoice check: validates an uploaded UBL or CII file in the browser and lists each failed rule. */
export function UblValidatorSection(): ReactElement {
  const inputId = useId();
  const [state, setState] = useState<State>({ kind: "idle" });

  const check = async (file: File): Promise<void> => {
    if (file.size > MAX_XML_BYTES) {
      setState({
        kind: "error",
        fileName: file.name,
        message: m.generator_validator_too_large(),
      });
      return;
    }
    const result = validateEInvoice(await file.text());
    setState(
      result.ok
        ? { kind: "report", fileName: file.name, report: result.value }
        : { kind: "error", fileName: file.name, message: wordValidatorError(result.error) },
    );
  };

  return (
    <section aria-labelledby="validate-heading" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="validate-heading" className="text-2xl font-bold tracking-tight">
        {m.generator_validator_heading()}
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">{m.generator_validator_intro()}</p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium">
        {m.generator_validator_file()}
      </label>
      <input
        id={inputId}
        type="file"
        accept=".xml,application/xml,text/xml"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void check(file);
        }}
        className="mt-1 block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-blue-700 file:px-3 file:py-1.5 file:text-white"
      />
      {state.kind === "error" ? (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-300">
          {m.generator_validator_error({ file: state.fileName, message: state.message })}
        </p>
      ) : null}
      {state.kind === "report" ? (
        <div className="mt-4" aria-live="polite">
          <p
            className={
              state.report.passed ? "text-green-800 dark:text-green-400" : "text-red-800 dark:text-red-300"
            }
          >
            <strong>{state.fileName}</strong>: {state.report.documentType} ·{" "}
            {state.report.syntax === "cii"
              ? m.generator_validator_cii()
              : state.report.profile
                ? PROFILE_NAMES[state.report.profile]
                : m.generator_validator_unknown_spec()}{" "}
            ·{" "}
            {m.generator_validator_rules_checked({
              count: formatNumber(state.report.rulesChecked, getLanguage()),
            })}{" "}
            ·{" "}
            {state.report.passed
              ? state.report.findings.length === 0
                ? m.generator_validator_valid()
                : m.generator_validator_valid_warnings()
              : m.generator_validator_rules_failed({
                  count: state.report.findings.filter((finding) => finding.flag === "fatal").length,
                })}
          </p>
          {state.report.findings.length > 0 ? (
            <ul
              aria-label={m.generator_validator_failed_rules()}
              className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
            >
              {state.report.findings.map((finding) => (
                <li key={finding.id} className="p-3 text-sm">
                  <span className="font-mono font-semibold">{finding.id}</span>{" "}
                  <span
                    className={
                      finding.flag === "fatal"
                        ? "text-red-800 dark:text-red-300"
                        : "text-amber-800 dark:text-amber-300"
                    }
                  >
                    {finding.flag === "fatal"
                      ? m.generator_validator_error_flag()
                      : m.generator_validator_warning_flag()}
                  </span>{" "}
                  {wordEInvoiceRule(finding.id, finding.explanation)}
                  {finding.locations.length > 0 ? (
                    <span className="block text-xs text-gray-600 dark:text-gray-400">
                      {m.generator_validator_at({ locations: finding.locations.slice(0, 10).join(", ") })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
