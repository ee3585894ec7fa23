import type { InternalPath } from "../../components/content/internal-path";

/** Where a tool does its work; shown as a badge, because it is the first question people ask. */
export type ProcessingPlace = "browser" | "browser-and-server" | "your-account" | "our-team";

export interface ToolEntry {
  readonly path: InternalPath;
  readonly name: string;
  readonly summary: string;
  readonly forWho: string;
  readonly highlights: readonly string[];
  readonly processing: ProcessingPlace;
  readonly action: string;
}

export const PROCESSING_LABEL: Readonly<Record<ProcessingPlace, string>> = {
  browser: "Runs in your browser",
  "browser-and-server": "In your browser and on our server",
  "your-account": "Uses the invoices in your account",
  "our-team": "Done by our team",
};

/** The tools in the order we present them on the home page and on /tools. */
export const TOOL_CATALOGUE: readonly ToolEntry[] = [
  {
    path: "/invoice_processor",
    name: "Invoice Processor",
    summary:
      "Upload supplier invoices as PDF, scan, photo or UBL e-invoice and get supplier, dates, totals, VAT per rate and line items back as checked, editable data.",
    forWho: "Bookkeepers and entrepreneurs who enter purchase invoices by hand today.",
    highlights: [
      "Reads text PDFs, scans, photos and UBL e-invoices",
      "Checks totals against VAT and lines",
      "Export to Excel or CSV, or keep a history in your dashboard",
    ],
    processing: "browser-and-server",
    action: "Process invoices",
  },
  {
    path: "/invoice-ocr",
    name: "High Accuracy Invoice OCR",
    summary:
      "Turn scanned and photographed invoices into structured data. Every field is validated: KvK and VAT number formats, IBAN check digits, dates and totals.",
    forWho: "Anyone with a drawer or mailbox full of paper and photographed receipts.",
    highlights: [
      "Text recognition in your browser, Dutch and English",
      "Fields checked, uncertain values flagged for review",
      "Works on phone photos as well as scanner output",
    ],
    processing: "browser-and-server",
    action: "Try invoice OCR",
  },
  {
    path: "/invoice-generator",
    name: "Invoice Generator",
    summary:
      "Create invoices that meet the Dutch VAT rules, with the VAT per rate calculated for you, and download them as PDF and as a Peppol BIS 3 / NLCIUS e-invoice.",
    forWho: "Freelancers and small businesses who want correct invoices without an accounting package.",
    highlights: [
      "Every field article 35a Wet OB requires",
      "21 %, 9 %, 0 %, reverse charge and KOR handled",
      "PDF for people, UBL for software and Peppol",
    ],
    processing: "browser-and-server",
    action: "Create an invoice",
  },
  {
    path: "/bank-statement-converter",
    name: "Bank Statement Converter",
    summary:
      "Convert MT940 and CAMT.053 statements from every Dutch bank to Excel, CSV or JSON, with the opening and closing balances checked against the transactions.",
    forWho: "Finance teams and bookkeepers who reconcile bank transactions in a spreadsheet.",
    highlights: [
      "ING, ABN AMRO, Rabobank, ASN, SNS, Triodos, Knab, bunq and more",
      "Counterparty, IBAN and reference split into columns",
      "The file is read on your device, not uploaded",
    ],
    processing: "browser",
    action: "Convert a statement",
  },
  {
    path: "/duplicate-removal-tool",
    name: "Duplicate Removal Tool",
    summary:
      "Find exact and near-duplicate rows in CSV and Excel files of up to a million rows, review every group, choose which record to keep and download the cleaned file.",
    forWho: "Marketing, sales and operations teams preparing a mailing, an import or a migration.",
    highlights: [
      "Exact, normalised and fuzzy matching",
      "Review clusters before anything is removed",
      "Runs entirely in your browser",
    ],
    processing: "browser",
    action: "Remove duplicates",
  },
  {
    path: "/sales-analytics",
    name: "Sales Analytics",
    summary:
      "Revenue, customers and payment behaviour, built from the invoices you issue with the invoice generator. The charts are still being built; invoices you create today will be included from the first day.",
    forWho: "Business owners who want to know who pays, who pays late and where revenue comes from.",
    highlights: [
      "Revenue by month and customer",
      "Days to payment per customer",
      "VAT per quarter at a glance",
    ],
    processing: "your-account",
    action: "Read about sales analytics",
  },
  {
    path: "/data-cleansing-services",
    name: "Data Cleansing Services",
    summary:
      "Our team cleans your customer, supplier or product data: de-duplication, address correction, standardisation and enrichment, with a fixed quote up front.",
    forWho: "Organisations with a database too large, too messy or too important to fix by hand.",
    highlights: ["Free sample analysis", "Fixed price per project", "Every change documented"],
    processing: "our-team",
    action: "Request a quote",
  },
];
