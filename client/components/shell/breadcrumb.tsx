import { Link, useRouterState } from "@tanstack/react-router";
import { Fragment, type ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { buildBreadcrumb } from "../../lib/breadcrumb";

export function Breadcrumb(): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const crumbs = buildBreadcrumb(pathname);
  return (
    <nav aria-label={m.shell_breadcrumb()} className="mx-auto flex h-10 max-w-7xl items-center px-4 text-sm">
      {/* One line in the fixed bar: on a phone the group and page names shorten with an ellipsis. */}
      <ol className="flex min-w-0 items-center gap-1 whitespace-nowrap text-gray-600 dark:text-gray-400">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.label}>
            {index > 0 && (
              <li aria-hidden="true" className="shrink-0 px-1">
                &gt;
              </li>
            )}
            <li className={index === 0 ? "shrink-0" : "min-w-0 truncate"}>
              {crumb.to ? (
                <Link to={crumb.to} className="hover:text-blue-700 hover:underline dark:hover:text-blue-300">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
