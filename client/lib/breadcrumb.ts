import { m } from "../../core/i18n/messages";
import { findSitePage, type PageGroup } from "./site-pages";

export interface Crumb {
  readonly label: string;
  /** Absent for the current page and for group labels that have no page of their own. */
  readonly to?: string;
}

const GROUP_LINKS: Readonly<Record<PageGroup, string | undefined>> = {
  "Digital Tools": "/tools",
  "Data Cleaning Services": "/data-cleansing-services",
  "Excel & Spreadsheet Guides": undefined,
  "Data Quality & CRM Guides": undefined,
};

/** The group labels in the interface language (the registry keys them by their English names). */
export const GROUP_LABELS: Readonly<Record<PageGroup, () => string>> = {
  "Digital Tools": m.group_digital_tools,
  "Data Cleaning Services": m.group_data_cleaning_services,
  "Excel & Spreadsheet Guides": m.group_excel_guides,
  "Data Quality & CRM Guides": m.group_quality_guides,
};

/**
 * The trail under the header: Home > group label > current page (SPEC §2 "Shell"). The group is left
 * out only where it would repeat the page's own title (/tools is "Digital Tools"); a group crumb that
 * names the current page's own section is not a link to itself.
 */
export function buildBreadcrumb(pathname: string): Crumb[] {
  const page = findSitePage(pathname);
  if (page?.path === "/") return [{ label: m.shell_home() }];
  const home: Crumb = { label: m.shell_home(), to: "/" };
  if (!page) return [home, { label: m.shell_page_not_found() }];
  const groupLabel = GROUP_LABELS[page.group]();
  if (groupLabel === page.title) return [home, { label: page.title }];
  const groupLink = GROUP_LINKS[page.group];
  const group: Crumb =
    groupLink && groupLink !== page.path ? { label: groupLabel, to: groupLink } : { label: groupLabel };
  return [home, group, { label: page.title }];
}
