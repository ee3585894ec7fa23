/** The header's grouped menus (SPEC §2 "Shell"); the footer reuses QUICK_LINKS. */
import { m } from "../../core/i18n/messages";

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

/**
 * Labels are getters over the message catalogue, so each read is in the page's language while the
 * menu structure stays one constant.
 */
function link(path: string, label: () => string): InternalNavItem {
  return {
    path,
    get title() {
      return label();
    },
  };
}

function group(label: () => string, items: readonly NavItem[]): NavGroup {
  return {
    items,
    get title() {
      return label();
    },
  };
}

export const NAV_GROUPS: readonly NavGroup[] = [
  group(m.group_digital_tools, [
    link("/tools", m.nav_all_tools),
    link("/invoice_processor", m.nav_invoice_processor),
    link("/invoice-ocr", m.nav_invoice_ocr),
    link("/invoice-generator", m.nav_invoice_generator),
    link("/bank-statement-converter", m.nav_bank_converter),
    link("/duplicate-removal-tool", m.nav_duplicate_removal),
    link("/sales-analytics", m.nav_sales_analytics),
    link("/pricing", m.nav_pricing),
  ]),
  group(m.group_data_cleaning_services, [
    link("/data-cleansing-services", m.nav_data_cleansing_services),
    link("/when-you-need-professional-data-cleaning", m.nav_ten_signs),
    // A product name: the same in every language.
    { title: "Universal Data Cleaner", href: UNIVERSAL_DATA_CLEANER_URL },
  ]),
  group(m.group_excel_guides, [
    link("/excel-remove-duplicates-guide", m.nav_excel_remove_duplicates),
    link("/excel-data-cleaning-guide", m.nav_excel_data_cleaning),
    link("/excel-text-functions-guide", m.nav_excel_text_functions),
    link("/google-sheets-remove-duplicates-guide", m.nav_sheets_remove_duplicates),
    link("/power-query-remove-duplicates-guide", m.nav_power_query_remove_duplicates),
  ]),
  group(m.group_quality_guides, [
    link("/data-cleanup-checklist", m.nav_cleanup_checklist),
    link("/crm-data-hygiene-guide", m.nav_crm_hygiene),
    link("/address-cleansing-guide", m.nav_address_cleansing),
  ]),
  group(m.group_documentation, [
    link("/invoice_processor/invoice-rules-nl", m.nav_invoice_rules_en),
    link("/invoice_processor/factuur-regels-nl", m.nav_invoice_rules_nl),
    link("/invoice_processor/camt053-guide", m.nav_camt053_guide),
    link("/invoice_processor/mt940-guide", m.nav_mt940_guide),
    link("/invoice_processor/e-invoicing-guide", m.nav_einvoicing_guide_en),
    link("/invoice_processor/e-facturatie-gids-nl", m.nav_einvoicing_guide_nl),
  ]),
];

export const QUICK_LINKS: readonly InternalNavItem[] = [
  link("/", m.footer_home),
  link("/data-cleansing-services", m.footer_data_cleaning_services),
  link("/invoice-ocr", m.footer_invoice_ocr),
  link("/duplicate-removal-tool", m.footer_duplicate_removal),
  link("/invoice_processor/privacy", m.footer_privacy),
  link("/invoice_processor/tos", m.footer_terms),
];
