import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { DataTable } from "../../components/content/data-table";
import { getSitePage } from "../../lib/site-pages";

const LINK_CLASS = "font-medium text-blue-700 underline dark:text-blue-300";

const STEPS = [
  { title: m.processor_home_step1_title, text: m.processor_home_step1_text },
  { title: m.processor_home_step2_title, text: m.processor_home_step2_text },
  { title: m.processor_home_step3_title, text: m.processor_home_step3_text },
  { title: m.processor_home_step4_title, text: m.processor_home_step4_text },
] as const;

export default function InvoiceProcessorHome(): ReactElement {
  const page = getSitePage("/invoice_processor");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{m.processor_home_intro()}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/invoice_processor/pdf"
            className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
          >
            {m.processor_home_upload()}
          </Link>
          <Link
            to="/invoice-ocr"
            className="rounded-md border border-gray-300 px-5 py-3 font-semibold hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            {m.processor_home_about_ocr()}
          </Link>
        </div>
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">{m.processor_home_account_needed()}</p>
      </header>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-2xl font-bold">
          {m.processor_home_how()}
        </h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title()} className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
              <h3 className="font-semibold">
                {index + 1}. {step.title()}
              </h3>
              <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{step.text()}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="fields-heading" className="mt-14">
        <h2 id="fields-heading" className="text-2xl font-bold">
          {m.processor_home_fields_heading()}
        </h2>
        <DataTable
          caption={m.processor_home_fields_caption()}
          columns={[m.processor_home_col_field(), m.processor_home_col_check()]}
          rows={[
            [m.processor_home_f1(), m.processor_home_c1()],
            [m.processor_home_f2(), m.processor_home_c2()],
            [m.processor_home_f3(), m.processor_home_c3()],
            [m.processor_home_f4(), m.processor_home_c4()],
            [m.processor_home_f5(), m.processor_home_c5()],
            [m.processor_home_f6(), m.processor_home_c6()],
            [m.processor_home_f7(), m.processor_home_c7()],
            [m.processor_home_f8(), m.processor_home_c8()],
          ]}
        />
      </section>

      <section aria-labelledby="formats-heading" className="mt-14">
        <h2 id="formats-heading" className="text-2xl font-bold">
          {m.processor_home_formats_heading()}
        </h2>
        <DataTable
          caption={m.processor_home_formats_caption()}
          columns={[m.processor_home_col_input(), m.processor_home_col_how()]}
          rows={[
            [m.processor_home_i1(), m.processor_home_h1()],
            [m.processor_home_i2(), m.processor_home_h2()],
            [m.processor_home_i3(), m.processor_home_h3()],
            [m.processor_home_i4(), m.processor_home_h4()],
          ]}
        />
      </section>

      <section aria-labelledby="guides-heading" className="mt-14">
        <h2 id="guides-heading" className="text-2xl font-bold">
          {m.processor_home_guides()}
        </h2>
        <ul className="mt-4 space-y-2 text-gray-700 dark:text-gray-300">
          <li>
            <Link to="/invoice_processor/invoice-rules-nl" className={LINK_CLASS}>
              {m.processor_home_rules_link()}
            </Link>{" "}
            {m.processor_home_rules_text()}
            <Link to="/invoice_processor/factuur-regels-nl" className={LINK_CLASS}>
              {m.processor_home_rules_nl_link()}
            </Link>{" "}
            {m.processor_home_in_dutch()}
          </li>
          <li>
            <Link to="/invoice_processor/e-invoicing-guide" className={LINK_CLASS}>
              {m.processor_home_einvoicing_link()}
            </Link>{" "}
            {m.processor_home_einvoicing_text()}
            <Link to="/invoice_processor/e-facturatie-gids-nl" className={LINK_CLASS}>
              {m.processor_home_einvoicing_nl_link()}
            </Link>{" "}
            {m.processor_home_in_dutch()}
          </li>
          <li>
            <Link to="/invoice_processor/camt053-guide" className={LINK_CLASS}>
              {m.processor_home_camt_link()}
            </Link>{" "}
            {m.processor_home_and()}{" "}
            <Link to="/invoice_processor/mt940-guide" className={LINK_CLASS}>
              {m.processor_home_mt940_link()}
            </Link>{" "}
            {m.processor_home_bank_text()}
          </li>
        </ul>
      </section>
    </div>
  );
}
