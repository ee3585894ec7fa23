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

/**
 * The trail under the header: Home > group label > current page (SPEC §2 "Shell"). The group is left
 * out only where it would repeat the page's own title (/tools is "Digital Tools"); a group crumb that
 * names the current page's own section is not a link to itself.
 */
export function buildBreadcrumb(pathname: string): Crumb[] {
  const page = findSitePage(pathname);
  if (page?.path === "/") return [{ label: "Home" }];
  const home: Crumb = { label: "Home", to: "/" };
  if (!page) return [home, { label: "Page Not Found" }];
  if (page.group === page.title) return [home, { label: page.title }];
  const groupLink = GROUP_LINKS[page.group];
  const group: Crumb =
    groupLink && groupLink !== page.path ? { label: page.group, to: groupLink } : { label: page.group };
  return [home, group, { label: page.title }];
}
