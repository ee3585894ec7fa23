import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import { useAuth } from "../../auth/use-auth";
import { SaveStatus } from "./save-status";
import { useSaveFiles } from "./use-save-files";

const BUTTON =
  "rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-50 dark:bg-blue-600 dark:hover:bg-blue-500";

/**
 * On the converter: a 'Save to dashboard' button per converted file when signed in (this uploads the
 * original; the server reads it again), a one-line invitation to sign in otherwise.
 */
export function SaveToDashboard({ files }: { readonly files: readonly File[] }): ReactElement | null {
  const auth = useAuth();
  const { states, save } = useSaveFiles();
  // While the session check runs, neither invite a signed-in user to sign in nor offer saving.
  if (files.length === 0 || auth.status === "loading") return null;
  if (auth.status !== "signed-in")
    return (
      <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">
        <Link to="/login" className="font-semibold underline">
          {m.bank_sign_in()}
        </Link>
        {m.bank_sign_in_to_save()}
      </p>
    );
  return (
    <section
      aria-labelledby="save-heading"
      className="mt-6 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 id="save-heading" className="text-lg font-semibold">
        {m.bank_save_heading()}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{m.bank_save_intro()}</p>
      <ul className="mt-3 grid gap-2">
        {files.map((file) => {
          const state = states.get(file.name);
          return (
            <li key={file.name} className="flex flex-wrap items-center gap-3">
              <span className="font-medium">{file.name}</span>
              <button
                type="button"
                className={BUTTON}
                disabled={state?.status === "saving" || state?.status === "saved"}
                onClick={() => void save(file)}
                aria-label={m.bank_save_file({ fileName: file.name })}
              >
                {m.bank_save_button()}
              </button>
              <SaveStatus state={state} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
