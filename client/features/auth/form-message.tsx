import type { ReactElement } from "react";

/** Success (status) or error (alert) message above a form. */
export function FormMessage({ kind, text }: { kind: "success" | "error"; text: string }): ReactElement {
  return kind === "success" ? (
    <p
      role="status"
      className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800 dark:border-green-700 dark:bg-green-950 dark:text-green-200"
    >
      {text}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200"
    >
      {text}
    </p>
  );
}
