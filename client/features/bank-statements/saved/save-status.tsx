import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import type { SaveState } from "./use-save-files";

/** Saving…, saved with a link to the dashboard, or the server's own error message. */
export function SaveStatus({ state }: { readonly state: SaveState | undefined }): ReactElement | null {
  if (!state) return null;
  if (state.status === "saving")
    return (
      <span role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {m.bank_saving()}
      </span>
    );
  if (state.status === "saved")
    return (
      <span role="status" className="text-sm text-green-800 dark:text-green-300">
        {m.bank_saved({ count: state.file.statements.length })}{" "}
        <Link to="/dashboard/bank-statements" className="font-semibold underline">
          {m.bank_view_dashboard()}
        </Link>
      </span>
    );
  return (
    <span role="alert" className="text-sm text-red-800 dark:text-red-300">
      {state.message}
    </span>
  );
}
