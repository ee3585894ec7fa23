/** The header's grouped menus (SPEC §2 "Shell"); the footer reuses QUICK_LINKS. */
export interface InternalNavItem {
  readonly title: string;
  readonly path: string;
}

export interface ExternalNavItem {
  readonly title: string;
  readonly href: string;
}

export type NavItem = InternalNavItem | ExternalNavItem;

export interface NavGroup {
  readonly title: string;
  readonly items: readonly NavItem[];
}

export const UNIVERSAL_DATA_CLEANER_URL = "https://universaldatacleaner.com";

export function isExternal(item: NavItem): item is ExternalNavItem {
  return "href" in item;
}

export const NAV_GROUPS: readonly NavGroup[] = [
  {
    title: "Digital Tools",
    items: [
      { title: "All Digital Tools", path: "/tools" },
      { title: "Invoice Processor", path: "/invoice_processor" },
      { title: "Invoice OCR", path: "/invoice-ocr" },
      { title: "Invoice Generator", path: "/invoice-generator" },
      { title: "Bank Statement Converter", path: "/bank-statement-converter" },
      { title: "Duplicate Removal Tool", path: "/duplicate-removal-tool" },
      { title: "Sales Analytics", path: "/sales-analytics" },
      { title: "Pricing", path: "/pricing" },
    ],
  },
  {
    title: "Data Cleaning Services",
    items: [
      { title: "Data Cleansing Services", path: "/data-cleansing-services" },
      { title: "10 Signs You Need Data Cleaning", path: "/when-you-need-professional-data-cleaning" },
      { title: "Universal Data Cleaner", href: UNIVERSAL_DATA_CLEANER_URL },
    ],
  },
  {
    title: "Excel & Spreadsheet Guides",
    items: [
      { title: "Excel Remove Duplicates", path: "/excel-remove-duplicates-guide" },
      { title: "Excel Data Cleaning", path: "/excel-data-cleaning-guide" },
      { title: "Excel Text Functions", path: "/excel-text-functions-guide" },
      { title: "Google Sheets Remove Duplicates", path: "/google-sheets-remove-duplicates-guide" },
      { title: "Power Query Remove Duplicates", path: "/power-query-remove-duplicates-guide" },
    ],
  },
  {
    title: "Data Quality & CRM Guides",
    items: [
      { title: "Data Cleanup Checklist", path: "/data-cleanup-checklist" },
      { title: "CRM Data Hygiene", path: "/crm-data-hygiene-guide" },
      { title: "Address Cleansing", path: "/address-cleansing-guide" },
    ],
  },
  {
    title: "Documentation & Help",
    items: [
      { title: "Invoice Rules (NL)", path: "/invoice_processor/invoice-rules-nl" },
      { title: "Factuurregels (NL)", path: "/invoice_processor/factuur-regels-nl" },
      { title: "CAMT.053 Guide", path: "/invoice_processor/camt053-guide" },
      { title: "MT940 Guide", path: "/invoice_processor/mt940-guide" },
      { title: "E-Invoicing Guide", path: "/invoice_processor/e-invoicing-guide" },
      { title: "E-facturatie Gids (NL)", path: "/invoice_processor/e-facturatie-gids-nl" },
    ],
  },
];

export const QUICK_LINKS: readonly InternalNavItem[] = [
  { title: "Home", path: "/" },
  { title: "Data Cleaning Services", path: "/data-cleansing-services" },
  { title: "Invoice OCR Tool", path: "/invoice-ocr" },
  { title: "Duplicate Removal Tool", path: "/duplicate-removal-tool" },
  { title: "Privacy Policy", path: "/invoice_processor/privacy" },
  { title: "Terms of Service", path: "/invoice_processor/tos" },
];
