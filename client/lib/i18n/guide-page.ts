/**
 * A guide's route component in the page's language: the Dutch file `client/content/nl/<basename>.tsx`
 * when the page is Dutch and that file exists, else the English one. Each is its own chunk.
 */
import { type ComponentType, createElement } from "react";
import { lazyPage } from "../lazy-page";
import { getLanguage } from "./current-language";

type PageModule = { default: ComponentType };

const DUTCH_GUIDES = import.meta.glob<PageModule>("../../content/nl/*.tsx");

/** Whether a Dutch version of the guide with this basename exists. */
export function hasDutchGuide(basename: string): boolean {
  return `../../content/nl/${basename}.tsx` in DUTCH_GUIDES;
}

export function guidePage(basename: string, english: () => Promise<PageModule>): ReturnType<typeof lazyPage> {
  const englishPage = lazyPage(english);
  const dutch = DUTCH_GUIDES[`../../content/nl/${basename}.tsx`];
  if (!dutch) return englishPage;
  const dutchPage = lazyPage(dutch);
  // Chosen at each render, not once per process: the prerender renders every page in English and
  // then in Dutch in one process, and a lazy component keeps the first module it loaded.
  const pageFor = (): typeof englishPage => (getLanguage() === "nl" ? dutchPage : englishPage);
  const GuidePage = (): ReturnType<typeof createElement> => createElement(pageFor());
  // The router loads a route's chunk before it renders (and before hydration): the page's language's.
  return Object.assign(GuidePage, { preload: () => pageFor().preload?.() }) as unknown as typeof englishPage;
}
