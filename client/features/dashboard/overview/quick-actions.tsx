import { Link } from "@tanstack/react-router";
import { type ReactElement, useId } from "react";
import { m } from "../../../../core/i18n/messages";
import { Card } from "./card";
import { DASHBOARD_TOOLS } from "./tool-links";

export function QuickActions(): ReactElement {
  const titleId = useId();
  return (
    <Card title={m.dashboard_quick_actions()} titleId={titleId}>
      <ul className="mt-3 grid gap-2">
        {DASHBOARD_TOOLS.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="block rounded-md bg-blue-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-600 dark:hover:bg-blue-500"
            >
              {tool.action()}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
