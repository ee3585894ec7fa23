/**
 * Page titles and descriptions in the page's language. English comes from the page registry
 * (core/site/site-pages.ts); the Dutch texts come with the Dutch messages (load-dutch.ts), so English
 * visitors never download them (home page budget).
 */
import type { PageText } from "../../../core/site/page-text-nl";
import type { SitePage } from "../../../core/site/site-pages";
import { getLanguage } from "./current-language";

let dutch: Readonly<Record<string, PageText>> = {};

export function registerDutchPageTexts(texts: Readonly<Record<string, PageText>>): void {
  dutch = texts;
}

/** The page with its title and description in the current language (English when none is loaded). */
export function localizePage(page: SitePage): SitePage {
  if (getLanguage() === "en") return page;
  const text = dutch[page.path];
  return text ? { ...page, title: text.title, description: text.description } : page;
}
