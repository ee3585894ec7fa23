import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import { describeCheck } from "../../../core/invoice/extraction/check-text";
import type { CrossCheck } from "../../../core/invoice/extraction/types";

const OUTCOME_STYLE: Record<CrossCheck["outcome"], { text: () => string; className: string }> = {
  pass: { text: m.ocr_outcome_pass, className: "text-green-700 dark:text-green-400" },
  fail: { text: m.ocr_outcome_fail, className: "text-red-700 dark:text-red-400" },
  skipped: { text: m.ocr_outcome_skipped, className: "text-gray-500 dark:text-gray-400" },
};

export function ChecksList({ checks }: { readonly checks: readonly CrossCheck[] }): ReactElement {
  return (
    <section aria-labelledby="checks-heading" className="mt-6">
      <h3 id="checks-heading" className="text-lg font-semibold">
        {m.ocr_cross_checks()}
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {checks.map((check) => (
          <li key={check.id} className="flex gap-2">
            <span className={`w-24 shrink-0 font-medium ${OUTCOME_STYLE[check.outcome].className}`}>
              {OUTCOME_STYLE[check.outcome].text()}
            </span>
            <span>{describeCheck(check, pageLanguage())}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
