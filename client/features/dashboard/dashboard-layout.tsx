import { Link, Outlet } from "@tanstack/react-router";
import type { ReactElement } from "react";

const DASHBOARD_SECTIONS = [
  { title: "Overview", path: "/dashboard" },
  { title: "Invoices", path: "/dashboard/invoices" },
  { title: "Processor", path: "/dashboard/processor" },
  { title: "Generator", path: "/dashboard/generator" },
  { title: "Bank statements", path: "/dashboard/bank-statements" },
  { title: "Settings", path: "/dashboard/settings" },
] as const;

/** Signed-in home: section navigation beside the nested dashboard pages. */
export function DashboardLayout(): ReactElement {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
      <nav aria-label="Dashboard" className="md:w-56 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {DASHBOARD_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                activeOptions={{ exact: true }}
                className="block whitespace-nowrap rounded-md px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-800 [&.active]:bg-blue-50 [&.active]:font-semibold [&.active]:text-blue-800 dark:[&.active]:bg-gray-800 dark:[&.active]:text-blue-300"
              >
                {section.title}
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
