import { m } from "../../core/i18n/messages";
import { PRODUCT_NAME } from "./brand";
import { findSitePage } from "./site-pages";

export interface DocumentMeta {
  readonly title: string;
  readonly description: string;
}

/** Title and description for a path in the interface language: the home page keeps the product defaults. */
export function getDocumentMeta(pathname: string): DocumentMeta {
  const page = findSitePage(pathname);
  const defaultTitle = m.meta_default_title({ product: PRODUCT_NAME });
  const defaultDescription = m.meta_default_description();
  if (!page)
    return { title: `${m.shell_page_not_found()} | ${defaultTitle}`, description: defaultDescription };
  if (page.path === "/") return { title: defaultTitle, description: defaultDescription };
  return { title: `${page.title} | ${defaultTitle}`, description: page.description };
}
