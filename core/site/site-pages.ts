/**
 * Every page of the product with its title (heading, breadcrumb, document title), its meta
 * description and the group it belongs to. One source for the shell, the breadcrumb and the tests.
 */
export type PageGroup =
  | "Digital Tools"
  | "Data Cleaning Services"
  | "Excel & Spreadsheet Guides"
  | "Data Quality & CRM Guides";

export type PageAccess = "public" | "signed-out" | "signed-in";

export interface SitePage {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly group: PageGroup;
  readonly access: PageAccess;
}

function page(
  path: string,
  title: string,
  description: string,
  group: PageGroup = "Digital Tools",
  access: PageAccess = "public",
): SitePage {
  return { path, title, description, group, access };
}

const EXCEL = "Excel & Spreadsheet Guides";
const QUALITY = "Data Quality & CRM Guides";
const SERVICES = "Data Cleaning Services";

export const SITE_PAGES: readonly SitePage[] = [
  page(
    "/",
    "Home",
    "Invoice extraction, OCR, Dutch-compliant invoices, bank statement conversion and spreadsheet clean-up for Dutch businesses, in one place.",
  ),
  page(
    "/tools",
    "Digital Tools",
    "All Factuurkit tools at a glance: invoice extraction and OCR, the invoice generator, the bank statement converter and the duplicate removal tool.",
  ),
  page(
    "/bank-statement-converter",
    "Bank Statement Converter",
    "Convert MT940 and CAMT.053 bank statements from every Dutch bank to Excel, CSV or JSON, checked against the opening and closing balances, without uploading the file.",
  ),
  page(
    "/invoice-generator",
    "Invoice Generator",
    "Create Dutch-compliant invoices with every field the Wet OB requires, and download them as PDF and as a Peppol BIS 3 / NLCIUS e-invoice.",
  ),
  page(
    "/data-cleansing-services",
    "Data Cleansing Services",
    "Our team cleans customer, supplier and product data for you: de-duplication, address correction, standardisation and enrichment, with a clear quote up front.",
    SERVICES,
  ),
  page(
    "/duplicate-removal-tool",
    "Duplicate Removal Tool",
    "Find exact and near-duplicate rows in CSV and Excel files of up to a million rows, review every cluster and download the cleaned file, all inside your browser.",
  ),
  page(
    "/invoice-ocr",
    "High Accuracy Invoice OCR",
    "Turn scanned and photographed invoices into structured data: supplier, KvK, BTW-id, IBAN, dates, totals and VAT per rate, with every field checked.",
  ),
  page(
    "/excel-remove-duplicates-guide",
    "Excel Remove Duplicates Guide",
    "How to find and remove duplicate rows in Excel with Remove Duplicates, COUNTIF, UNIQUE and conditional formatting, and when each method falls short.",
    EXCEL,
  ),
  page(
    "/excel-data-cleaning-guide",
    "Excel Data Cleaning Guide",
    "A practical workflow for cleaning messy Excel data: spaces, inconsistent case, text numbers, broken dates, blanks and duplicates.",
    EXCEL,
  ),
  page(
    "/excel-text-functions-guide",
    "Excel Text Functions Guide",
    "TRIM, CLEAN, PROPER, SUBSTITUTE, TEXTSPLIT and friends explained with worked examples for cleaning names, addresses and codes in Excel.",
    EXCEL,
  ),
  page(
    "/data-cleanup-checklist",
    "Data Cleanup Checklist",
    "A step-by-step checklist for cleaning any customer or product dataset before an import, a migration or a mailing.",
    QUALITY,
  ),
  page(
    "/google-sheets-remove-duplicates-guide",
    "Google Sheets Remove Duplicates Guide",
    "Remove duplicates in Google Sheets with the built-in clean-up tool, UNIQUE, COUNTIF and conditional formatting, with examples.",
    EXCEL,
  ),
  page(
    "/crm-data-hygiene-guide",
    "CRM Data Hygiene Guide",
    "Keep your CRM trustworthy: duplicate contacts, stale records, field standards, ownership and a routine that keeps the data clean.",
    QUALITY,
  ),
  page(
    "/address-cleansing-guide",
    "Address Cleansing Guide",
    "How to standardise and validate postal addresses, including Dutch postcodes, house number additions and street name abbreviations.",
    QUALITY,
  ),
  page(
    "/power-query-remove-duplicates-guide",
    "Power Query Remove Duplicates Guide",
    "Remove exact and fuzzy duplicates with Power Query in Excel and Power BI, keep the right row and make the clean-up repeatable.",
    EXCEL,
  ),
  page(
    "/when-you-need-professional-data-cleaning",
    "10 Signs You Need Data Cleaning",
    "Ten signs that your data has outgrown do-it-yourself fixes, and what professional data cleaning delivers.",
    SERVICES,
  ),
  page(
    "/serenity-privacy-policy",
    "Serenity Privacy Policy",
    "How the Serenity app handles your personal data: what is collected, why, how long it is kept and your rights.",
  ),
  page(
    "/kanban-privacy-policy",
    "Kanban Privacy Policy",
    "How the Kanban app handles your personal data: what is collected, why, how long it is kept and your rights.",
  ),
  page(
    "/sales-analytics",
    "Sales Analytics",
    "Revenue by month, customer and product, receivables ageing, DSO and expected cash from the invoices you issue. Try it on sample data.",
  ),
  page(
    "/invoice_processor",
    "Invoice Processor",
    "Extract supplier, amounts, VAT and line items from PDF invoices, scans, photos and e-invoices, review the results and export them.",
  ),
  page(
    "/invoice_processor/privacy",
    "Privacy Policy",
    "How Factuurkit processes personal data: what we store in which system, for how long, which processors we use and how to exercise your rights.",
  ),
  page(
    "/invoice_processor/tos",
    "Terms of Service",
    "The terms that apply when you use Factuurkit's invoice and data tools.",
  ),
  page(
    "/invoice_processor/invoice-rules-nl",
    "Invoice Rules",
    "What a Dutch invoice must contain under article 35a of the Wet OB: BTW-id, KvK, numbering, dates, VAT rates, reverse charge and more.",
  ),
  page(
    "/invoice_processor/factuur-regels-nl",
    "Factuurregels",
    "Waar een Nederlandse factuur aan moet voldoen volgens artikel 35a Wet OB: btw-id, KvK-nummer, nummering, data, btw-tarieven, verlegging en meer.",
  ),
  page(
    "/invoice_processor/camt053-guide",
    "CAMT.053 Guide",
    "The ISO 20022 CAMT.053 bank statement explained element by element: balances, entries, batch bookings and the differences between versions.",
  ),
  page(
    "/invoice_processor/mt940-guide",
    "MT940 Guide",
    "The SWIFT MT940 bank statement explained tag by tag, with the :61: and :86: fields in detail and the differences between Dutch banks.",
  ),
  page(
    "/invoice_processor/e-invoicing-guide",
    "E-Invoicing Guide",
    "E-invoicing in the Netherlands and the EU: EN 16931, UBL, Peppol, NLCIUS, Factur-X and what ViDA will require.",
  ),
  page(
    "/invoice_processor/e-facturatie-gids-nl",
    "E-facturatie Gids",
    "E-facturatie in Nederland en de EU: EN 16931, UBL, Peppol, NLCIUS, Factur-X en wat ViDA gaat vragen.",
  ),
  page(
    "/invoice_processor/pdf",
    "PDF Invoice Processor",
    "Upload PDF invoices, scans and photos and get checked, editable invoice fields back.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/login",
    "Sign in to your account",
    "Sign in to Factuurkit with Google or with your e-mail address.",
    "Digital Tools",
    "signed-out",
  ),
  page(
    "/reset-password",
    "Set New Password",
    "Choose a new password for your Factuurkit account.",
    "Digital Tools",
    "signed-out",
  ),
  page(
    "/profile",
    "Profile Settings",
    "Your profile and the company details that appear on your invoices.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/pricing",
    "Pricing",
    "Factuurkit's Free and Pro plans side by side: what each includes per month, prices in euro excl. btw, iDEAL, card and SEPA direct debit.",
  ),
  page(
    "/purchase-success",
    "Your Payment",
    "What happened to your latest payment, as our payment provider reports it, and whether your plan is active.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/purchase-cancelled",
    "Purchase Cancelled",
    "You cancelled the payment, so nothing was charged and your plan did not change.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard",
    "Dashboard",
    "Where your invoices, payments, VAT and bank balances stand today.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard/invoices",
    "Invoices",
    "Every invoice you received: search, filter, review and export.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard/processor",
    "Invoice Processor",
    "Upload invoices and review the extracted fields.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard/generator",
    "Invoice Generator",
    "Create, send and track the invoices you issue.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard/bank-statements",
    "Bank Statements",
    "Your saved bank statements: open, re-export or delete them.",
    "Digital Tools",
    "signed-in",
  ),
  page(
    "/dashboard/settings",
    "Settings",
    "Your password, sessions, company details and account.",
    "Digital Tools",
    "signed-in",
  ),
];

const PAGES_BY_PATH = new Map(SITE_PAGES.map((entry) => [entry.path, entry]));

function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** The page for a path, or undefined for a path that is not a page (a 404). */
export function findSitePage(pathname: string): SitePage | undefined {
  return PAGES_BY_PATH.get(normalisePath(pathname));
}

/** The page for a path that is known to exist; throws for a typo in a route file. */
export function getSitePage(pathname: string): SitePage {
  const found = findSitePage(pathname);
  if (!found) throw new Error(`No site page registered for ${pathname}`);
  return found;
}

/** The pages anyone may open: prerendered, in the sitemap. */
export const PUBLIC_PAGES: readonly SitePage[] = SITE_PAGES.filter((page) => page.access === "public");
