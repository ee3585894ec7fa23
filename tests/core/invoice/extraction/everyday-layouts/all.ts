import { BLOCK_LAYOUTS } from "./blocks";
import { DUTCH_LAYOUTS } from "./dutch";
import { ENGLISH_LAYOUTS } from "./english";
import { GERMAN_FRENCH_LAYOUTS } from "./german-french";
import { HARDER_ENGLISH_LAYOUTS } from "./harder-english";
import { HARDER_EUROPE_LAYOUTS } from "./harder-europe";
import { HARDER_MORE_LAYOUTS } from "./harder-more";
import { MORE_LAYOUTS } from "./more";
import type { EverydayLayout } from "./page";

/** The generated everyday set: whole invoices as a small business receives them, with truth. */
export const EVERYDAY_LAYOUTS: readonly EverydayLayout[] = [
  ...DUTCH_LAYOUTS,
  ...ENGLISH_LAYOUTS,
  ...GERMAN_FRENCH_LAYOUTS,
  ...MORE_LAYOUTS,
  ...BLOCK_LAYOUTS,
  ...HARDER_ENGLISH_LAYOUTS,
  ...HARDER_EUROPE_LAYOUTS,
  ...HARDER_MORE_LAYOUTS,
];
