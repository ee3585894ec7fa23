import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { DataTable } from "../../components/content/data-table";
import { getSitePage } from "../../lib/site-pages";

const LINK_CLASS = "font-medium text-blue-700 underline dark:text-blue-300";

const STEPS = [
  {
    title: "Upload or forward",
    text: "Drop PDFs, scans, photos or UBL files on the upload page, or forward supplier e-mails to your personal inbound address.",
  },
  {
    title: "We read the invoice",
    text: "Text PDFs and e-invoices are read directly. Scans and photos are recognised in your browser first, then the same field extraction runs on the text.",
  },
  {
    title: "Every field is checked",
    text: "Line totals against the subtotal, VAT per rate against the amounts, KvK and VAT numbers against their formats, the IBAN against its check digits.",
  },
  {
    title: "You review and export",
    text: "Correct anything that is flagged, then export to Excel or CSV or keep the invoices in your dashboard.",
  },
] as const;

export default function InvoiceProcessorHome(): ReactElement {
  const page = getSitePage("/invoice_processor");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.title}</h1>
        <p className="mt-4 text-lg text-gray-700 dark:text-gray-300">
          Turn the invoices you receive into data you can book, pay and report. The processor finds the
          supplier, invoice number, dates, amounts, VAT per rate and line items, checks them, and shows you
          what needs a second look.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/invoice_processor/pdf"
            className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
          >
            Upload invoices
          </Link>
          <Link
            to="/invoice-ocr"
            className="rounded-md border border-gray-300 px-5 py-3 font-semibold hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
          >
            About invoice OCR
          </Link>
        </div>
        <p className="mt-3 text-sm text-gray-600 dark:text-gray-400">
          Uploading needs a free account, so your invoices and company details are kept together.
        </p>
      </header>

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

      <section aria-labelledby="fields-heading" className="mt-14">
        <h2 id="fields-heading" className="text-2xl font-bold">
          What it extracts and checks
        </h2>
        <DataTable
          caption="Extracted fields and their checks"
          columns={["Field", "Check"]}
          rows={[
            ["Supplier name and address", "Present; flagged for review when missing or unclear"],
            ["KvK number", "8 digits"],
            [
              "VAT number (btw-id)",
              "NL + 9 digits + B + 2 digits, with its check digits; EU formats for foreign suppliers",
            ],
            ["IBAN", "Country format and mod-97 check digits"],
            ["Invoice number and date", "Present, and the date is a real calendar date"],
            ["Amounts per VAT rate (21 %, 9 %, 0 %)", "Taxable amount × rate = VAT, to the cent"],
            ["Total", "Subtotal + VAT = total; line items add up to the subtotal"],
            ["Reverse charge, intra-EU, KOR", "The required text and the customer's VAT number are present"],
          ]}
        />
      </section>

      <section aria-labelledby="formats-heading" className="mt-14">
        <h2 id="formats-heading" className="text-2xl font-bold">
          What it reads
        </h2>
        <DataTable
          caption="Supported input"
          columns={["Input", "How it is read"]}
          rows={[
            ["PDF with text (from accounting software)", "Text extracted on our server; no OCR needed"],
            ["Scanned PDF, JPG or PNG", "OCR in your browser (Dutch and English), then field extraction"],
            ["UBL e-invoice (Peppol BIS 3, NLCIUS)", "Read exactly from the XML, no guessing"],
            ["E-mail forwarded to your inbound address", "Attachments processed as above"],
          ]}
        />
      </section>

      <section aria-labelledby="guides-heading" className="mt-14">
        <h2 id="guides-heading" className="text-2xl font-bold">
          Guides
        </h2>
        <ul className="mt-4 space-y-2 text-gray-700 dark:text-gray-300">
          <li>
            <Link to="/invoice_processor/invoice-rules-nl" className={LINK_CLASS}>
              Invoice rules
            </Link>{" "}
            — what a Dutch invoice must contain (
            <Link to="/invoice_processor/factuur-regels-nl" className={LINK_CLASS}>
              Factuurregels
            </Link>{" "}
            in Dutch).
          </li>
          <li>
            <Link to="/invoice_processor/e-invoicing-guide" className={LINK_CLASS}>
              E-invoicing guide
            </Link>{" "}
            — EN 16931, UBL, Peppol and what ViDA brings (
            <Link to="/invoice_processor/e-facturatie-gids-nl" className={LINK_CLASS}>
              E-facturatie gids
            </Link>{" "}
            in Dutch).
          </li>
          <li>
            <Link to="/invoice_processor/camt053-guide" className={LINK_CLASS}>
              CAMT.053 guide
            </Link>{" "}
            and{" "}
            <Link to="/invoice_processor/mt940-guide" className={LINK_CLASS}>
              MT940 guide
            </Link>{" "}
            — reading bank statements, for matching payments to invoices.
          </li>
        </ul>
      </section>
    </div>
  );
}
