import { Link } from "@tanstack/react-router";
import { type ReactElement, useId } from "react";
import type { Activity, ActivityKind } from "../../../../core/dashboard/overview-types";
import { m } from "../../../../core/i18n/messages";
import { Card } from "./card";
import { formatTime } from "./format";

const KIND_LABELS: Readonly<Record<ActivityKind, () => string>> = {
  upload: m.dashboard_kind_upload,
  email: m.dashboard_kind_email,
  peppol: m.dashboard_kind_peppol,
  issued: m.dashboard_kind_issued,
  statement: m.dashboard_kind_statement,
};

/** The last ten things that happened, each linking to the tool that holds it. */
export function RecentActivity({ recent }: { readonly recent: readonly Activity[] }): ReactElement {
  const titleId = useId();
  return (
    <Card title={m.dashboard_recent_activity()} titleId={titleId}>
      {recent.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.dashboard_nothing_yet()}</p>
      ) : (
        <ol className="mt-2 divide-y divide-gray-100 dark:divide-gray-800">
          {recent.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="flex items-start gap-3 py-2">
              <span className="mt-0.5 w-20 shrink-0 rounded bg-gray-100 px-1.5 py-0.5 text-center text-xs dark:bg-gray-800">
                {KIND_LABELS[item.kind]()}
              </span>
              <div className="min-w-0 flex-1">
                <Link
                  to={item.href}
                  className="block truncate font-medium text-blue-700 underline dark:text-blue-300"
                >
                  {item.title}
                </Link>
                <p className="truncate text-xs text-gray-600 dark:text-gray-400">{item.detail}</p>
              </div>
              <time
                className="shrink-0 text-xs text-gray-500 dark:text-gray-400"
                dateTime={new Date(item.at).toISOString()}
              >
                {formatTime(item.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
