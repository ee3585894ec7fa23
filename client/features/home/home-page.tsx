import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import type { InternalPath } from "../../components/content/internal-path";
import { PRODUCT_NAME } from "../../lib/brand";
import { ToolCard } from "../tools/tool-card";
import { TOOL_CATALOGUE } from "../tools/tool-catalogue";

interface Audience {
  readonly title: string;
  readonly text: string;
}

const AUDIENCES: readonly Audience[] = [
  {
    title: "Entrepreneurs and freelancers",
    text: "Send invoices that meet the Dutch rules, read the invoices you receive, and see your bank transactions in a spreadsheet, without an accounting package.",
  },
  {
    title: "Bookkeepers and accountants",
    text: "Stop typing over purchase invoices. Convert client statements from any Dutch bank and hand back clean, checked data.",
  },
  {
    title: "Finance and operations teams",
    text: "Reconcile MT940 and CAMT.053 statements, prepare e-invoicing for government customers and keep supplier data tidy.",
  },
  {
    title: "Marketing and sales teams",
    text: "Remove duplicate contacts before a mailing or CRM import, and let our team clean the databases that are too big to fix by hand.",
  },
];

interface GuideLink {
  readonly path: InternalPath;
  readonly title: string;
}

const POPULAR_GUIDES: readonly GuideLink[] = [
  { path: "/invoice_processor/invoice-rules-nl", title: "Dutch invoice rules" },
  { path: "/invoice_processor/e-invoicing-guide", title: "E-invoicing in the Netherlands" },
  { path: "/invoice_processor/mt940-guide", title: "Reading an MT940 statement" },
  { path: "/invoice_processor/camt053-guide", title: "Reading a CAMT.053 statement" },
  { path: "/excel-remove-duplicates-guide", title: "Removing duplicates in Excel" },
  { path: "/data-cleanup-checklist", title: "Data clean-up checklist" },
];

export default function HomePage(): ReactElement {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {PRODUCT_NAME}: invoice and data tools for Dutch businesses
        </h1>
        <p className="mt-6 text-lg text-gray-700 dark:text-gray-300">
          Read invoices into clean data, send invoices that meet Dutch rules, turn bank statements into
          spreadsheets and clean up customer lists. Files are processed in your browser wherever possible, so
          they never leave your computer.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/tools"
            className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
          >
            Explore the tools
          </Link>
          <Link
            to="/invoice-ocr"
            className="rounded-md border border-gray-300 px-5 py-3 font-semibold hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            Try invoice OCR
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="privacy-heading"
        className="mt-14 rounded-lg border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950/40"
      >
        <h2 id="privacy-heading" className="text-xl font-bold">
          Your files stay on your computer
        </h2>
        <p className="mt-3 max-w-3xl text-gray-800 dark:text-gray-200">
          The bank statement converter, the duplicate removal tool and the invoice preview run inside your
          browser: the file is read on your own device and never uploaded. Scans are recognised in your
          browser too. We only store what you choose to save to your account, and you can delete it at any
          time. Read the details in our{" "}
          <Link
            to="/invoice_processor/privacy"
            className="font-medium text-blue-800 underline dark:text-blue-300"
          >
            privacy policy
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="tools-heading" className="mt-16">
        <h2 id="tools-heading" className="text-2xl font-bold">
          What you can do
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOL_CATALOGUE.map((tool) => (
            <ToolCard key={tool.path} tool={tool} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience-heading" className="mt-16">
        <h2 id="audience-heading" className="text-2xl font-bold">
          Who it is for
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {AUDIENCES.map((audience) => (
            <li key={audience.title}>
              <h3 className="font-semibold">{audience.title}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{audience.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-16">
        <h2 id="how-heading" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">1. Open a tool</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              The converter, the duplicate removal tool and the invoice generator work without an account.
            </p>
          </li>
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">2. Check the result</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              Every tool checks its own work, such as balances against transactions and VAT against totals,
              and marks what needs your attention.
            </p>
          </li>
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">3. Save or export</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              Download Excel, CSV, PDF or UBL, or{" "}
              <Link to="/login" className="font-medium text-blue-700 underline dark:text-blue-300">
                sign in
              </Link>{" "}
              to keep your company details and history in one place.
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="guides-heading" className="mt-16">
        <h2 id="guides-heading" className="text-2xl font-bold">
          Guides written by us
        </h2>
        <p className="mt-3 max-w-3xl text-gray-700 dark:text-gray-300">
          Practical, reviewed explanations of Dutch invoicing rules, bank statement formats and spreadsheet
          clean-up.
        </p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {POPULAR_GUIDES.map((guide) => (
            <li key={guide.path}>
              <Link to={guide.path} className="font-medium text-blue-700 underline dark:text-blue-300">
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="service-heading"
        className="mt-16 flex flex-col gap-4 rounded-lg bg-gray-100 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-gray-800"
      >
        <div>
          <h2 id="service-heading" className="text-xl font-bold">
            Too much data to clean yourself?
          </h2>
          <p className="mt-2 text-gray-700 dark:text-gray-300">
            Our team de-duplicates, corrects and standardises customer, supplier and product data for a fixed
            price.
          </p>
        </div>
        <Link
          to="/data-cleansing-services"
          className="shrink-0 rounded-md bg-blue-700 px-5 py-3 text-center font-semibold text-white hover:bg-blue-800"
        >
          See our data cleansing services
        </Link>
      </section>
    </div>
  );
}
