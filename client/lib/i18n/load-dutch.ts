/**
 * Everything Dutch the first render needs, as one chunk that only Dutch pages load: the compiled
 * messages and the page texts. Data only: the caller registers them, so this chunk shares no code
 * with the entry.
 */
export { CATALOGUE } from "../../../core/i18n/generated/nl";
export { collectDutchPageTexts } from "./page-text-nl-all";
