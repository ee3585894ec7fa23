import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { formatNumber } from "../../../core/format/number";
import { m } from "../../../core/i18n/messages";
import { pageLanguage } from "../../../core/i18n/translate";
import type { QuoteRequest } from "../../../core/leads/quote-request";
import { readPageFaq } from "../../../core/site/page-meta";
import { DataTable } from "../../components/content/data-table";
import { PROSE_CLASS } from "../../components/content/prose";
import { SUPPORT_EMAIL } from "../../lib/brand";
import { getSitePage } from "../../lib/site-pages";
import { dataTypeLabel } from "./data-type-label";
import { submitQuoteRequest } from "./quote-api";
import { QuoteForm } from "./quote-form";

const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

function renderConfirmation(request: QuoteRequest): ReactElement {
  return (
    <>
      <p>
        {m.cleansing_confirm_received({
          count: formatNumber(request.recordCount, pageLanguage()),
          dataType: dataTypeLabel(request.dataType).toLowerCase(),
          email: request.email,
        })}
      </p>
      <p className="mt-2">
        {m.cleansing_confirm_add()}{" "}
        <a href={SUPPORT_MAILTO} className="font-medium text-blue-700 underline dark:text-blue-300">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </>
  );
}

const STEPS = [
  { title: m.cleansing_step1_title, text: m.cleansing_step1_text },
  { title: m.cleansing_step2_title, text: m.cleansing_step2_text },
  { title: m.cleansing_step3_title, text: m.cleansing_step3_text },
  { title: m.cleansing_step4_title, text: m.cleansing_step4_text },
] as const;

/** "Up to 10,000" / "Tot 10.000" and the like, with the numbers in the page language. */
function records(count: number): string {
  return formatNumber(count, pageLanguage());
}

export default function DataCleansingServicesPage(): ReactElement {
  const page = getSitePage("/data-cleansing-services");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">{m.cleansing_intro()}</p>
        <a
          href="#request-a-quote"
          className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          {m.cleansing_request_quote()}
        </a>
      </header>

      <section aria-labelledby="what-heading" className="mt-14">
        <h2 id="what-heading" className="text-2xl font-bold">
          {m.cleansing_what_heading()}
        </h2>
        <DataTable
          caption={m.cleansing_what_caption()}
          columns={[m.cleansing_col_data(), m.cleansing_col_problems(), m.cleansing_col_we_do()]}
          rows={[
            [
              m.cleansing_row_customers(),
              m.cleansing_row_customers_problems(),
              m.cleansing_row_customers_do(),
            ],
            [
              m.cleansing_row_suppliers(),
              m.cleansing_row_suppliers_problems(),
              m.cleansing_row_suppliers_do(),
            ],
            [
              m.cleansing_row_addresses(),
              m.cleansing_row_addresses_problems(),
              m.cleansing_row_addresses_do(),
            ],
            [m.cleansing_row_products(), m.cleansing_row_products_problems(), m.cleansing_row_products_do()],
            [m.cleansing_row_crm(), m.cleansing_row_crm_problems(), m.cleansing_row_crm_do()],
          ]}
        />
      </section>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-2xl font-bold">
          {m.cleansing_how_heading()}
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

      <section aria-labelledby="turnaround-heading" className="mt-14">
        <h2 id="turnaround-heading" className="text-2xl font-bold">
          {m.cleansing_turnaround_heading()}
        </h2>
        <DataTable
          caption={m.cleansing_turnaround_caption()}
          columns={[m.cleansing_col_records(), m.cleansing_col_standard(), m.cleansing_col_enrichment()]}
          rows={[
            [
              m.cleansing_up_to({ count: records(10_000) }),
              m.cleansing_working_days({ count: 2 }),
              m.cleansing_working_days({ count: 3 }),
            ],
            [
              m.cleansing_range({ from: records(10_000), to: records(100_000) }),
              m.cleansing_working_days({ count: 5 }),
              m.cleansing_working_days({ count: 7 }),
            ],
            [
              m.cleansing_range({ from: records(100_000), to: records(1_000_000) }),
              m.cleansing_working_days({ count: 10 }),
              m.cleansing_by_agreement(),
            ],
            [
              m.cleansing_more_than({ count: records(1_000_000) }),
              m.cleansing_by_agreement(),
              m.cleansing_by_agreement(),
            ],
          ]}
        />
        <p className="mt-4 text-gray-700 dark:text-gray-300">{m.cleansing_turnaround_note()}</p>
      </section>

      <section aria-labelledby="examples-heading" className="mt-14">
        <h2 id="examples-heading" className="text-2xl font-bold">
          {m.cleansing_examples_heading()}
        </h2>
        <DataTable
          caption={m.cleansing_examples_caption()}
          columns={[m.cleansing_col_before(), m.cleansing_col_after(), m.cleansing_col_changed()]}
          rows={[
            [
              "bakkerij de vries bv, oudegracht 12a, 3511ab utrecht",
              "Bakkerij de Vries B.V., Oudegracht 12 A, 3511 AB Utrecht",
              m.cleansing_example1_changed(),
            ],
            [
              "Bakkerij De Vries B.V., Oudegracht 12-A, 3511 AB UTRECHT",
              m.cleansing_example2_after(),
              m.cleansing_example2_changed(),
            ],
            [
              "J. Jansen Installatie Techniek, Dorpsstraat 5, 1234AB, Ons Dorp",
              "Jansen Installatietechniek, Dorpsstraat 5, 1234 AB Ons Dorp",
              m.cleansing_example3_changed(),
            ],
          ]}
        />
        <div className={PROSE_CLASS}>
          <p>
            {m.cleansing_delivers()} <Link to="/data-cleanup-checklist">{m.cleansing_checklist_link()}</Link>
            {m.cleansing_comma_the()} <Link to="/address-cleansing-guide">{m.cleansing_address_link()}</Link>
            {m.cleansing_and_the()} <Link to="/crm-data-hygiene-guide">{m.cleansing_crm_link()}</Link>
            {m.cleansing_not_sure()}{" "}
            <Link to="/when-you-need-professional-data-cleaning">{m.cleansing_signs_link()}</Link>.
          </p>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="mt-14">
        <h2 id="trust-heading" className="text-2xl font-bold">
          {m.cleansing_trust_heading()}
        </h2>
        <div className={PROSE_CLASS}>
          <ul>
            <li>{m.cleansing_trust_agreement()}</li>
            <li>{m.cleansing_trust_encrypted()}</li>
            <li>{m.cleansing_trust_only()}</li>
            <li>{m.cleansing_trust_delete()}</li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mt-14">
        <h2 id="faq-heading" className="text-2xl font-bold">
          {m.cleansing_faq_heading()}
        </h2>
        {/* The same entries are the page's FAQPage structured data (client/lib/head-tags.ts). */}
        <dl className="mt-4 space-y-5">
          {readPageFaq("/data-cleansing-services").map((entry) => (
            <div key={entry.question}>
              <dt className="font-semibold">{entry.question}</dt>
              <dd className="mt-1 text-gray-700 dark:text-gray-300">{entry.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        id="request-a-quote"
        aria-labelledby="quote-heading"
        className="mt-14 scroll-mt-28 rounded-lg border border-blue-200 bg-blue-50 p-6 dark:border-blue-900 dark:bg-blue-950/40"
      >
        <h2 id="quote-heading" className="text-2xl font-bold">
          {m.cleansing_request_quote()}
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">{m.cleansing_quote_intro()}</p>
        <QuoteForm
          submit={(request) => submitQuoteRequest(request)}
          renderConfirmation={renderConfirmation}
        />
      </section>
    </div>
  );
}
