import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

export function Spinner({ label = m.shell_loading_page() }: { label?: string }): ReactElement {
  return (
    <div role="status" className="flex justify-center py-16">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-gray-300 border-t-blue-700 dark:border-gray-700 dark:border-t-blue-400" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
