import type { ReactElement } from "react";
import { describeWarningIn } from "../../../core/bank/bank-text";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import type { ConvertedFileSummary } from "./worker-protocol";

/**
 * Per file, what the converter read differently from the standard or skipped: the rest of the file is
 * shown, and these are the places to compare with the bank's own statement.
 */
export function FileWarnings({
  files,
}: {
  readonly files: readonly ConvertedFileSummary[];
}): ReactElement | null {
  const withWarnings = files.filter((file) => file.warnings.length > 0);
  if (withWarnings.length === 0) return null;
  const language = pageLanguage();
  return (
    <section aria-labelledby="warnings-heading" className="mt-6 rounded-md bg-amber-50 p-4 dark:bg-amber-950">
      <h2 id="warnings-heading" className="font-semibold text-amber-900 dark:text-amber-100">
        {m.bank_warnings_heading()}
      </h2>
      <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{m.bank_warnings_intro()}</p>
      {withWarnings.map((file) => (
        <div key={file.fileName} className="mt-3">
          <h3 className="text-sm font-semibold text-amber-900 dark:text-amber-100">
            {m.bank_warnings_file({ fileName: file.fileName, count: file.warnings.length })}
          </h3>
          <ul
            aria-label={m.bank_warnings_for({ fileName: file.fileName })}
            className="mt-1 list-disc pl-5 text-sm text-amber-900 dark:text-amber-100"
          >
            {file.warnings.map((warning, index) => (
              // Warnings have no identity of their own; their order in the file is stable.
              <li key={index}>{describeWarningIn(warning, language)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
