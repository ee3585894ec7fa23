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

/** The trail under the header: Home > group label > current page (SPEC §2 "Shell"). */
export function buildBreadcrumb(pathname: string): Crumb[] {
  const page = findSitePage(pathname);
  if (page?.path === "/") return [{ label: "Home" }];
  const home: Crumb = { label: "Home", to: "/" };
  if (!page) return [home, { label: "Page Not Found" }];
  const groupLink = GROUP_LINKS[page.group];
  const group: Crumb =
    groupLink && groupLink !== page.path ? { label: page.group, to: groupLink } : { label: page.group };
  if (groupLink === page.path) return [home, { label: page.title }];
  return [home, group, { label: page.title }];
}
