import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { DataTable } from "../../components/content/data-table";
import type { InternalPath } from "../../components/content/internal-path";
import { getSitePage } from "../../lib/site-pages";
import { ToolCard } from "./tool-card";
import { TOOL_CATALOGUE } from "./tool-catalogue";

interface Task {
  readonly task: string;
  readonly path: InternalPath;
  readonly tool: string;
}

const TASKS: readonly Task[] = [
  {
    task: "I receive PDF invoices and type them into my bookkeeping",
    path: "/invoice_processor",
    tool: "Invoice Processor",
  },
  { task: "I have paper receipts and phone photos of invoices", path: "/invoice-ocr", tool: "Invoice OCR" },
  {
    task: "I need to send a correct Dutch invoice or an e-invoice",
    path: "/invoice-generator",
    tool: "Invoice Generator",
  },
  {
    task: "I want my bank transactions in Excel",
    path: "/bank-statement-converter",
    tool: "Bank Statement Converter",
  },
  {
    task: "My customer list has the same people in it twice",
    path: "/duplicate-removal-tool",
    tool: "Duplicate Removal Tool",
  },
  {
    task: "Our whole database needs cleaning",
    path: "/data-cleansing-services",
    tool: "Data Cleansing Services",
  },
];

export default function ToolsPage(): ReactElement {
  const page = getSitePage("/tools");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
          Tools for the paperwork around invoices, bank statements and customer data, built for Dutch
          businesses. Most of them work without an account, and the ones that handle your files read them in
          your browser wherever possible.
        </p>
      </header>

      <section aria-labelledby="all-tools-heading" className="mt-12">
        <h2 id="all-tools-heading" className="text-2xl font-bold">
          The tools
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {TOOL_CATALOGUE.map((tool) => (
            <ToolCard key={tool.path} tool={tool} detailed />
          ))}
        </ul>
      </section>

      <section aria-labelledby="which-tool-heading" className="mt-16 max-w-4xl">
        <h2 id="which-tool-heading" className="text-2xl font-bold">
          Which tool do I need?
        </h2>
        <DataTable
          caption="Common tasks and the tool for each"
          columns={["Your situation", "Use"]}
          rows={TASKS.map((entry) => [
            entry.task,
            <Link
              key={entry.path}
              to={entry.path}
              className="font-medium text-blue-700 underline dark:text-blue-300"
            >
              {entry.tool}
            </Link>,
          ])}
        />
      </section>

      <section aria-labelledby="privacy-heading" className="mt-16 max-w-4xl">
        <h2 id="privacy-heading" className="text-2xl font-bold">
          Where your files go
        </h2>
        <DataTable
          caption="Where each tool processes your data"
          columns={["Tool", "Processing", "Account needed"]}
          rows={[
            [
              "Bank Statement Converter",
              "In your browser; nothing is uploaded",
              "No; only to save statements",
            ],
            ["Duplicate Removal Tool", "In your browser; nothing is uploaded", "No"],
            [
              "Invoice Generator",
              "Preview in your browser; PDF and UBL made on our server when you save or send",
              "No; to keep company details and history",
            ],
            [
              "Invoice OCR",
              "Text recognised in your browser; field extraction on our server",
              "Yes, a free account",
            ],
            [
              "Invoice Processor",
              "Text PDFs read on our server, scans recognised in your browser",
              "Yes, for uploading PDFs",
            ],
            ["Data Cleansing Services", "By our team, under a processing agreement", "No; request a quote"],
          ]}
        />
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          What we store and for how long is described in our{" "}
          <Link
            to="/invoice_processor/privacy"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            privacy policy
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
