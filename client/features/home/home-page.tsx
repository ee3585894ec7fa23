import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { InternalPath } from "../../components/content/internal-path";
import { PRODUCT_NAME } from "../../lib/brand";
import { ToolCard } from "../tools/tool-card";
import { TOOL_CATALOGUE } from "../tools/tool-catalogue";

interface Audience {
  readonly title: () => string;
  readonly text: () => string;
}

const AUDIENCES: readonly Audience[] = [
  { title: m.home_audience_entrepreneurs, text: m.home_audience_entrepreneurs_text },
  { title: m.home_audience_bookkeepers, text: m.home_audience_bookkeepers_text },
  { title: m.home_audience_finance, text: m.home_audience_finance_text },
  { title: m.home_audience_marketing, text: m.home_audience_marketing_text },
];

interface GuideLink {
  readonly path: InternalPath;
  readonly title: () => string;
}

const POPULAR_GUIDES: readonly GuideLink[] = [
  { path: "/invoice_processor/invoice-rules-nl", title: m.home_guide_invoice_rules },
  { path: "/invoice_processor/e-invoicing-guide", title: m.home_guide_einvoicing },
  { path: "/invoice_processor/mt940-guide", title: m.home_guide_mt940 },
  { path: "/invoice_processor/camt053-guide", title: m.home_guide_camt053 },
  { path: "/excel-remove-duplicates-guide", title: m.home_guide_excel_duplicates },
  { path: "/data-cleanup-checklist", title: m.home_guide_checklist },
];

export default function HomePage(): ReactElement {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          {m.home_title({ product: PRODUCT_NAME })}
        </h1>
        <p className="mt-6 text-lg text-gray-700 dark:text-gray-300">{m.home_intro()}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/tools"
            className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
          >
            {m.home_explore_tools()}
          </Link>
          <Link
            to="/invoice-ocr"
            className="rounded-md border border-gray-300 px-5 py-3 font-semibold hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            {m.home_try_ocr()}
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="privacy-heading"
        className="mt-14 rounded-lg border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950/40"
      >
        <h2 id="privacy-heading" className="text-xl font-bold">
          {m.home_privacy_heading()}
        </h2>
        <p className="mt-3 max-w-3xl text-gray-800 dark:text-gray-200">
          {m.home_privacy_text()}{" "}
          <Link
            to="/invoice_processor/privacy"
            className="font-medium text-blue-800 underline dark:text-blue-300"
          >
            {m.home_privacy_policy()}
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="tools-heading" className="mt-16">
        <h2 id="tools-heading" className="text-2xl font-bold">
          {m.home_tools_heading()}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOL_CATALOGUE.map((tool) => (
            <ToolCard key={tool.path} tool={tool} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="audience-heading" className="mt-16">
        <h2 id="audience-heading" className="text-2xl font-bold">
          {m.home_audience_heading()}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {AUDIENCES.map((audience) => (
            <li key={audience.title()}>
              <h3 className="font-semibold">{audience.title()}</h3>
              <p className="mt-2 text-gray-700 dark:text-gray-300">{audience.text()}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-16">
        <h2 id="how-heading" className="text-2xl font-bold">
          {m.home_how_heading()}
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-3">
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">{m.home_step_open()}</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.home_step_open_text()}</p>
          </li>
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">{m.home_step_check()}</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{m.home_step_check_text()}</p>
          </li>
          <li className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
            <h3 className="font-semibold">{m.home_step_save()}</h3>
            <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
              {m.home_step_save_before()}{" "}
              <Link to="/login" className="font-medium text-blue-700 underline dark:text-blue-300">
                {m.home_sign_in()}
              </Link>{" "}
              {m.home_step_save_after()}
            </p>
          </li>
        </ol>
      </section>

      <section aria-labelledby="guides-heading" className="mt-16">
        <h2 id="guides-heading" className="text-2xl font-bold">
          {m.home_guides_heading()}
        </h2>
        <p className="mt-3 max-w-3xl text-gray-700 dark:text-gray-300">{m.home_guides_text()}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {POPULAR_GUIDES.map((guide) => (
            <li key={guide.path}>
              <Link to={guide.path} className="font-medium text-blue-700 underline dark:text-blue-300">
                {guide.title()}
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
            {m.home_service_heading()}
          </h2>
          <p className="mt-2 text-gray-700 dark:text-gray-300">{m.home_service_text()}</p>
        </div>
        <Link
          to="/data-cleansing-services"
          className="shrink-0 rounded-md bg-blue-700 px-5 py-3 text-center font-semibold text-white hover:bg-blue-800"
        >
          {m.home_service_link()}
        </Link>
      </section>
    </div>
  );
}
