/**
 * The English guides that have a separately written Dutch twin show that twin in Dutch, so their Dutch
 * title and description are the twin's own (read from the page registry, not repeated here).
 */
import { findDutchTwin } from "../../../core/site/page-meta";
import { getSitePage } from "../../../core/site/site-pages";

function twinText(path: string): { title: string; description: string } {
  const twin = getSitePage(findDutchTwin(path) ?? path);
  return { title: twin.title, description: twin.description };
}

export const NL_GUIDE_META_PAIRS: Readonly<Record<string, { title: string; description: string }>> = {
  "/invoice_processor/invoice-rules-nl": twinText("/invoice_processor/invoice-rules-nl"),
  "/invoice_processor/e-invoicing-guide": twinText("/invoice_processor/e-invoicing-guide"),
};
