import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from "./brand";
import { findSitePage } from "./site-pages";

export interface DocumentMeta {
  readonly title: string;
  readonly description: string;
}

/** Title and description for a path: the home page keeps the product defaults. */
export function getDocumentMeta(pathname: string): DocumentMeta {
  const page = findSitePage(pathname);
  if (!page) return { title: `Page Not Found | ${DEFAULT_TITLE}`, description: DEFAULT_DESCRIPTION };
  if (page.path === "/") return { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION };
  return { title: `${page.title} | ${DEFAULT_TITLE}`, description: page.description };
}
