/**
 * A guide's route component in the page's language: the Dutch file `client/content/nl/<basename>.tsx`
 * when the page is Dutch and that file exists, else the English one. Each is its own chunk.
 */
import type { ComponentType } from "react";
import { lazyPage } from "../lazy-page";
import { getLanguage } from "./current-language";

type PageModule = { default: ComponentType };

const DUTCH_GUIDES = import.meta.glob<PageModule>("../../content/nl/*.tsx");

/** Whether a Dutch version of the guide with this basename exists. */
export function hasDutchGuide(basename: string): boolean {
  return `../../content/nl/${basename}.tsx` in DUTCH_GUIDES;
}

export function guidePage(basename: string, english: () => Promise<PageModule>): ReturnType<typeof lazyPage> {
  return lazyPage(() => {
    const dutch = getLanguage() === "nl" ? DUTCH_GUIDES[`../../content/nl/${basename}.tsx`] : undefined;
    return dutch ? dutch() : english();
  });
}
