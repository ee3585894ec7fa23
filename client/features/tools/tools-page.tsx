import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { DataTable } from "../../components/content/data-table";
import type { InternalPath } from "../../components/content/internal-path";
import { getSitePage } from "../../lib/site-pages";
import { ToolCard } from "./tool-card";
import { TOOL_CATALOGUE } from "./tool-catalogue";
import { TOOL_DETAILS } from "./tool-details";

interface Task {
  readonly task: () => string;
  readonly path: InternalPath;
  readonly tool: () => string;
}

const TASKS: readonly Task[] = [
  {
    task: m.tools_task_processor,
    path: "/invoice_processor",
    tool: m.tools_processor_name,
  },
  { task: m.tools_task_ocr, path: "/invoice-ocr", tool: m.tools_table_ocr_short },
  {
    task: m.tools_task_generator,
    path: "/invoice-generator",
    tool: m.tools_generator_name,
  },
  {
    task: m.tools_task_bank,
    path: "/bank-statement-converter",
    tool: m.tools_bank_name,
  },
  {
    task: m.tools_task_dedupe,
    path: "/duplicate-removal-tool",
    tool: m.tools_dedupe_name,
  },
  {
    task: m.tools_task_cleansing,
    path: "/data-cleansing-services",
    tool: m.tools_cleansing_name,
  },
];

export default function ToolsPage(): ReactElement {
  const page = getSitePage("/tools");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{m.tools_intro()}</p>
      </header>

      <section aria-labelledby="all-tools-heading" className="mt-12">
        <h2 id="all-tools-heading" className="text-2xl font-bold">
          {m.tools_all_heading()}
        </h2>
        <ul className="mt-6 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {TOOL_CATALOGUE.map((tool) => (
            <ToolCard key={tool.path} tool={tool} details={TOOL_DETAILS[tool.path]} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="which-tool-heading" className="mt-16 max-w-4xl">
        <h2 id="which-tool-heading" className="text-2xl font-bold">
          {m.tools_which_heading()}
        </h2>
        <DataTable
          caption={m.tools_tasks_caption()}
          columns={[m.tools_col_situation(), m.tools_col_use()]}
          rows={TASKS.map((entry) => [
            entry.task(),
            <Link
              key={entry.path}
              to={entry.path}
              className="font-medium text-blue-700 underline dark:text-blue-300"
            >
              {entry.tool()}
            </Link>,
          ])}
        />
      </section>

      <section aria-labelledby="privacy-heading" className="mt-16 max-w-4xl">
        <h2 id="privacy-heading" className="text-2xl font-bold">
          {m.tools_privacy_heading()}
        </h2>
        <DataTable
          caption={m.tools_privacy_caption()}
          columns={[m.tools_col_tool(), m.tools_col_processing(), m.tools_col_account()]}
          rows={[
            [m.tools_bank_name(), m.tools_in_browser(), m.tools_table_bank_account()],
            [m.tools_dedupe_name(), m.tools_in_browser(), m.tools_no()],
            [
              m.tools_generator_name(),
              m.tools_table_generator_processing(),
              m.tools_table_generator_account(),
            ],
            [m.tools_table_ocr_short(), m.tools_table_ocr_processing(), m.tools_table_ocr_account()],
            [
              m.tools_processor_name(),
              m.tools_table_processor_processing(),
              m.tools_table_processor_account(),
            ],
            [
              m.tools_cleansing_name(),
              m.tools_table_cleansing_processing(),
              m.tools_table_cleansing_account(),
            ],
          ]}
        />
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {m.tools_privacy_before()}{" "}
          <Link
            to="/invoice_processor/privacy"
            className="font-medium text-blue-700 underline dark:text-blue-300"
          >
            {m.tools_privacy_policy()}
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
