import { Link, Outlet } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

const DASHBOARD_SECTIONS = [
  { title: m.dashboard_nav_overview, path: "/dashboard" },
  { title: m.dashboard_nav_invoices, path: "/dashboard/invoices" },
  { title: m.dashboard_nav_processor, path: "/dashboard/processor" },
  { title: m.dashboard_nav_generator, path: "/dashboard/generator" },
  { title: m.dashboard_nav_bank_statements, path: "/dashboard/bank-statements" },
  { title: m.dashboard_nav_settings, path: "/dashboard/settings" },
] as const;

/** Signed-in home: section navigation beside the nested dashboard pages. */
export function DashboardLayout(): ReactElement {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label={m.dashboard_nav()} className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {DASHBOARD_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                activeOptions={{ exact: true }}
                className="block whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800 [&.active]:bg-blue-50 [&.active]:font-semibold [&.active]:text-blue-800 dark:[&.active]:bg-gray-800 dark:[&.active]:text-blue-300"
              >
                {section.title()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
