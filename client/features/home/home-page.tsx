import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { PRODUCT_NAME } from "../../lib/brand";
import { getSitePage } from "../../lib/site-pages";

const TOOL_PATHS = [
  "/invoice_processor",
  "/invoice-ocr",
  "/invoice-generator",
  "/bank-statement-converter",
  "/duplicate-removal-tool",
  "/data-cleansing-services",
] as const;

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
      <section aria-labelledby="tools-heading" className="mt-16">
        <h2 id="tools-heading" className="text-2xl font-bold">
          What you can do
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOL_PATHS.map((path) => {
            const page = getSitePage(path);
            return (
              <li key={path} className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
                <h3 className="font-semibold">
                  <Link to={path} className="hover:underline">
                    {page.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{page.description}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
