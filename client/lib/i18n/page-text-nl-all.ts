/**
 * Every Dutch page text in one chunk: the product's own pages (core/site/page-text-nl.ts) and the
 * guides' and legal pages' titles and descriptions from their Dutch content files
 * (client/content/nl/meta-*.ts, each exporting Record<path, {title, description}>). Those own texts win.
 */
import { PAGE_TEXT_NL, type PageText } from "../../../core/site/page-text-nl";

const guideModules = import.meta.glob<Record<string, unknown>>("../../content/nl/meta-*.ts", {
  eager: true,
});

function isPageText(value: unknown): value is PageText {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as PageText).title === "string" &&
    typeof (value as PageText).description === "string"
  );
}

/** The guides' records, whatever their export is called. */
function readGuideTexts(): Record<string, PageText> {
  const texts: Record<string, PageText> = {};
  for (const module of Object.values(guideModules)) {
    for (const exported of Object.values(module)) {
      if (typeof exported !== "object" || exported === null) continue;
      for (const [path, text] of Object.entries(exported)) {
        if (path.startsWith("/") && isPageText(text)) texts[path] = text;
      }
    }
  }
  return texts;
}

export function collectDutchPageTexts(): Readonly<Record<string, PageText>> {
  return { ...PAGE_TEXT_NL, ...readGuideTexts() };
}
