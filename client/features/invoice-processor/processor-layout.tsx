import { Link, Outlet } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";

const SECTIONS = [
  { title: m.processor_nav_processor, path: "/invoice_processor" },
  { title: m.processor_nav_upload, path: "/invoice_processor/pdf" },
  { title: m.processor_nav_rules, path: "/invoice_processor/invoice-rules-nl" },
  { title: () => "CAMT.053", path: "/invoice_processor/camt053-guide" },
  { title: () => "MT940", path: "/invoice_processor/mt940-guide" },
  { title: m.processor_nav_einvoicing, path: "/invoice_processor/e-invoicing-guide" },
] as const;

/** Shared layout of /invoice_processor/*: a section bar above every processor page. */
export function InvoiceProcessorLayout(): ReactElement {
  return (
    <div>
      <nav aria-label={m.processor_nav_label()} className="border-b border-gray-200 dark:border-gray-800">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                activeOptions={{ exact: true }}
                className="block whitespace-nowrap rounded-md px-3 py-1.5 hover:bg-gray-100 dark:hover:bg-gray-800 [&.active]:bg-blue-50 [&.active]:font-semibold [&.active]:text-blue-800 dark:[&.active]:bg-gray-800 dark:[&.active]:text-blue-300"
              >
                {section.title()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
