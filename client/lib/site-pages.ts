// The page registry lives in core/ so the Worker (sitemap.xml, robots.txt) reads the same list. The
// lookups here return each page in the interface language (client/lib/i18n/page-text.ts).
import {
  findSitePage as findRegisteredPage,
  getSitePage as getRegisteredPage,
  type SitePage,
} from "../../core/site/site-pages";
import { localizePage } from "./i18n/page-text";

export * from "../../core/site/site-pages";

/** The page for a path in the interface language, or undefined for a path that is not a page. */
export function findSitePage(pathname: string): SitePage | undefined {
  const page = findRegisteredPage(pathname);
  return page ? localizePage(page) : undefined;
}

/** The page for a path that is known to exist, in the interface language. */
export function getSitePage(pathname: string): SitePage {
  return localizePage(getRegisteredPage(pathname));
}
