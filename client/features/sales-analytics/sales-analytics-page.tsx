import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Callout } from "../../components/content/callout";
import { DataTable } from "../../components/content/data-table";
import { PROSE_CLASS } from "../../components/content/prose";
import { getSitePage } from "../../lib/site-pages";

export default function SalesAnalyticsPage(): ReactElement {
  const page = getSitePage("/sales-analytics");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
          Every invoice you send says something about your business: who your best customers are, who pays
          late, which months are quiet. Sales analytics turns the invoices you issue with our invoice
          generator into those answers, without exporting anything to a spreadsheet.
        </p>
      </header>

      <Callout title="Where it stands">
        <p>
          The analytics tool itself is not open yet; we are building it now. The{" "}
          <Link to="/invoice-generator" className="font-medium text-blue-700 underline dark:text-blue-300">
            invoice generator
          </Link>{" "}
          already saves every invoice you issue while signed in, so when sales analytics opens, your history
          is in it from the first invoice.
        </p>
      </Callout>

      <section aria-labelledby="what-heading" className="mt-12">
        <h2 id="what-heading" className="text-2xl font-bold">
          What it will show
        </h2>
        <DataTable
          caption="Sales analytics measures and how they are calculated"
          columns={["Measure", "How it is calculated", "What it tells you"]}
          rows={[
            [
              "Revenue per month",
              "Sum of invoice amounts excluding VAT by invoice date, credit invoices deducted",
              "Growth and seasonal patterns",
            ],
            [
              "Revenue per customer",
              "The same, grouped by customer, with each customer's share of the total",
              "How much depends on your largest customers",
            ],
            [
              "Outstanding invoices",
              "Invoices not yet marked as paid, grouped by age: not yet due, up to 30, 31–60 and over 60 days overdue",
              "What to chase first",
            ],
            [
              "Days to payment",
              "Average number of days between invoice date and payment date, per customer",
              "Who pays on time and who does not",
            ],
            [
              "VAT per quarter",
              "VAT charged per rate (21 %, 9 %) and the turnover at 0 % or under reverse charge, per quarter",
              "A cross-check for the sales side of your VAT return",
            ],
          ]}
        />
      </section>

      <section aria-labelledby="example-heading" className="mt-12">
        <h2 id="example-heading" className="text-2xl font-bold">
          An example
        </h2>
        <div className={PROSE_CLASS}>
          <p>
            A small consultancy issued these invoices in the first quarter. The payment terms were 30 days for
            every customer.
          </p>
        </div>
        <DataTable
          caption="Payment behaviour per customer, first quarter"
          columns={["Customer", "Invoices", "Revenue excl. VAT", "Average days to payment"]}
          rows={[
            ["Bakkerij de Vries B.V.", "3", "€4,200.00", "12"],
            ["Gemeente Voorbeeld", "2", "€9,800.00", "27"],
            ["Jansen Installatietechniek", "4", "€3,100.00", "58"],
            ["Total", "9", "€17,100.00", "36"],
          ]}
        />
        <div className={PROSE_CLASS}>
          <p>
            The municipality brings in more than half the revenue, which is worth knowing before a contract
            renewal. Jansen pays almost a month late on average: a shorter payment term or a direct debit
            mandate would help. The overall average of 36 days is weighted by the number of invoices: (3 × 12
            + 2 × 27 + 4 × 58) ÷ 9.
          </p>
        </div>
      </section>

      <section aria-labelledby="data-heading" className="mt-12">
        <h2 id="data-heading" className="text-2xl font-bold">
          Where the data will come from
        </h2>
        <div className={PROSE_CLASS}>
          <ul>
            <li>
              <strong>Invoices:</strong> the invoices and credit invoices you issue with the invoice generator
              while signed in.
            </li>
            <li>
              <strong>Payments:</strong> invoices you mark as paid, and payments matched from bank statements
              you save with the <Link to="/bank-statement-converter">bank statement converter</Link>, using
              the invoice number in the payment description.
            </li>
            <li>
              <strong>Privacy:</strong> the figures are calculated from your own account only and are never
              shared or combined with other users' data. See our{" "}
              <Link to="/invoice_processor/privacy">privacy policy</Link>.
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="start-heading" className="mt-12">
        <h2 id="start-heading" className="text-2xl font-bold">
          Start building your history now
        </h2>
        <div className={PROSE_CLASS}>
          <p>
            Issue your invoices with the generator and sign in to save them. They meet the Dutch invoice
            rules, come with a Peppol-ready e-invoice, and will feed sales analytics as soon as it opens.
          </p>
        </div>
        <Link
          to="/invoice-generator"
          className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
        >
          Create an invoice
        </Link>
      </section>
    </div>
  );
}
