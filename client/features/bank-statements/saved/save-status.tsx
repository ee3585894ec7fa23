import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import type { SaveState } from "./use-save-files";

/** Saving…, saved with a link to the dashboard, or the server's own error message. */
export function SaveStatus({ state }: { readonly state: SaveState | undefined }): ReactElement | null {
  if (!state) return null;
  if (state.status === "saving")
    return (
      <span role="status" className="text-sm text-gray-700 dark:text-gray-300">
        Saving…
      </span>
    );
  if (state.status === "saved")
    return (
      <span role="status" className="text-sm text-green-800 dark:text-green-300">
        Saved {state.file.statements.length} statement{state.file.statements.length === 1 ? "" : "s"}.{" "}
        <Link to="/dashboard/bank-statements" className="font-semibold underline">
          View in your dashboard
        </Link>
      </span>
    );
  return (
    <span role="alert" className="text-sm text-red-800 dark:text-red-300">
      {state.message}
    </span>
  );
}
