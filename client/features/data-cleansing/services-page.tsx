import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { describeDataType, type QuoteRequest } from "../../../core/leads/quote-request";
import { PAGE_FAQS } from "../../../core/site/page-meta";
import { DataTable } from "../../components/content/data-table";
import { PROSE_CLASS } from "../../components/content/prose";
import { SUPPORT_EMAIL } from "../../lib/brand";
import { getSitePage } from "../../lib/site-pages";
import { submitQuoteRequest } from "./quote-api";
import { QuoteForm } from "./quote-form";

const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

function renderConfirmation(request: QuoteRequest): ReactElement {
  return (
    <>
      <p>
        We have received your request for about {request.recordCount.toLocaleString("en-GB")} records of{" "}
        {describeDataType(request.dataType).toLowerCase()}. We reply to {request.email} within one working
        day, with questions about the data or a proposal for a sample analysis.
      </p>
      <p className="mt-2">
        Something to add? E-mail us at{" "}
        <a href={SUPPORT_MAILTO} className="font-medium text-blue-700 underline dark:text-blue-300">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </>
  );
}

const STEPS = [
  {
    title: "Tell us about your data",
    text: "What kind of records, roughly how many, where they come from and what they are for. A sample of a few hundred rows helps.",
  },
  {
    title: "Free sample analysis and a fixed quote",
    text: "We profile the sample: duplicate rate, empty and invalid fields, address quality. You get the findings and a fixed price, usually within two working days.",
  },
  {
    title: "We clean",
    text: "Standardisation, validation, de-duplication and, where agreed, enrichment. Uncertain merges are set aside for your decision, not guessed.",
  },
  {
    title: "You review and receive",
    text: "The cleaned file in your original layout, plus a change log that shows for every record what we changed and why.",
  },
] as const;

export default function DataCleansingServicesPage(): ReactElement {
  const page = getSitePage("/data-cleansing-services");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
          When a database is too large, too messy or too important to fix by hand, our team cleans it for you:
          customer and supplier records, product data, address lists and CRM exports. You get a fixed quote
          before we start and a full account of every change afterwards.
        </p>
        <a
          href="#request-a-quote"
          className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          Request a quote
        </a>
      </header>

      <section aria-labelledby="what-heading" className="mt-14">
        <h2 id="what-heading" className="text-2xl font-bold">
          What we clean
        </h2>
        <DataTable
          caption="Data we clean and what we do with it"
          columns={["Data", "Typical problems", "What we do"]}
          rows={[
            [
              "Customer and contact data",
              "The same person or company several times, inconsistent names, outdated e-mail addresses",
              "De-duplicate and merge, standardise names and legal forms, validate e-mail syntax and domains, flag bounced addresses",
            ],
            [
              "Supplier data",
              "Suppliers entered twice with different payment details, missing KvK or VAT numbers",
              "Match on KvK, VAT number and IBAN, validate the formats, list conflicting bank details for your review",
            ],
            [
              "Addresses",
              "Postcodes without a space or in lower case, house number additions in the street field, abbreviations",
              "Split into street, house number, addition, postcode and city; standardise Dutch postcodes to 1234 AB; correct obvious typos",
            ],
            [
              "Product data",
              "Duplicate articles, units mixed up, descriptions in different styles",
              "Standardise units and attributes, merge duplicates, clean descriptions to one style",
            ],
            [
              "CRM exports",
              "Stale records, empty mandatory fields, free-text fields used for codes",
              "Mark inactive records, fill fields from other columns where the data allows, map free text to your code lists",
            ],
          ]}
        />
      </section>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-gray-200 p-5 dark:border-gray-700">
              <h3 className="font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="turnaround-heading" className="mt-14">
        <h2 id="turnaround-heading" className="text-2xl font-bold">
          Turnaround
        </h2>
        <DataTable
          caption="Typical turnaround after you accept the quote"
          columns={["Records", "Standardisation and de-duplication", "With address correction or enrichment"]}
          rows={[
            ["Up to 10,000", "2 working days", "3 working days"],
            ["10,000 to 100,000", "5 working days", "7 working days"],
            ["100,000 to 1,000,000", "10 working days", "By agreement"],
            ["More than 1,000,000", "By agreement", "By agreement"],
          ]}
        />
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          The quote states the delivery date we commit to. Recurring clean-ups, such as a monthly CRM export,
          get a fixed schedule.
        </p>
      </section>

      <section aria-labelledby="examples-heading" className="mt-14">
        <h2 id="examples-heading" className="text-2xl font-bold">
          Examples
        </h2>
        <DataTable
          caption="Before and after: three records from a customer list"
          columns={["Before", "After", "What changed"]}
          rows={[
            [
              "bakkerij de vries bv, oudegracht 12a, 3511ab utrecht",
              "Bakkerij de Vries B.V., Oudegracht 12 A, 3511 AB Utrecht",
              "Name and legal form standardised, house number addition split off, postcode formatted",
            ],
            [
              "Bakkerij De Vries B.V., Oudegracht 12-A, 3511 AB UTRECHT",
              "Merged into the record above",
              "Same KvK number and address: a duplicate",
            ],
            [
              "J. Jansen Installatie Techniek, Dorpsstraat 5, 1234AB, Ons Dorp",
              "Jansen Installatietechniek, Dorpsstraat 5, 1234 AB Ons Dorp",
              "Trade name taken from the KvK extract the customer supplied, postcode formatted",
            ],
          ]}
        />
        <div className={PROSE_CLASS}>
          <p>
            What a project delivers: duplicates merged, every postcode and name in one format, and a short
            list of records for you to decide on. Our guides show what you can do yourself first: the{" "}
            <Link to="/data-cleanup-checklist">data clean-up checklist</Link>, the{" "}
            <Link to="/address-cleansing-guide">address cleansing guide</Link> and the{" "}
            <Link to="/crm-data-hygiene-guide">CRM data hygiene guide</Link>. Not sure you need help? Read{" "}
            <Link to="/when-you-need-professional-data-cleaning">10 signs you need data cleaning</Link>.
          </p>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="mt-14">
        <h2 id="trust-heading" className="text-2xl font-bold">
          Your data is safe with us
        </h2>
        <div className={PROSE_CLASS}>
          <ul>
            <li>We sign a data processing agreement before you send us personal data.</li>
            <li>Files are exchanged over an encrypted connection, never as e-mail attachments.</li>
            <li>We work only on the data you send and use it for nothing else.</li>
            <li>We delete your files 30 days after delivery, or earlier if you ask.</li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mt-14">
        <h2 id="faq-heading" className="text-2xl font-bold">
          Frequently asked questions
        </h2>
        {/* The same entries are the page's FAQPage structured data (client/lib/head-tags.ts). */}
        <dl className="mt-4 space-y-5">
          {(PAGE_FAQS["/data-cleansing-services"] ?? []).map((entry) => (
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
          Request a quote
        </h2>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          Tell us about your data and we reply within one working day with questions or a proposal for a
          sample analysis.
        </p>
        <QuoteForm
          submit={(request) => submitQuoteRequest(request)}
          renderConfirmation={renderConfirmation}
        />
      </section>
    </div>
  );
}
