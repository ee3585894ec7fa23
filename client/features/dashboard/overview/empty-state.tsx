import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../../core/i18n/messages";
import { DASHBOARD_TOOLS } from "./tool-links";

/** A new account: what each tool does, in one line, and where to start. Never a wall of zeros. */
export function EmptyState(): ReactElement {
  return (
    <section
      aria-labelledby="dashboard-empty-title"
      className="rounded-lg border border-gray-200 bg-white p-6 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="dashboard-empty-title" className="text-xl font-semibold">
        {m.dashboard_empty_title()}
      </h2>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{m.dashboard_empty_text()}</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {DASHBOARD_TOOLS.map((tool) => (
          <li key={tool.path} className="rounded-md border border-gray-200 p-4 dark:border-gray-700">
            <p className="text-sm text-gray-700 dark:text-gray-300">{tool.line()}</p>
            <Link
              to={tool.path}
              className="mt-3 inline-block font-semibold text-blue-700 underline dark:text-blue-300"
            >
              {tool.action()}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
