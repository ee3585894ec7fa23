/**
 * The interface language of this page load. Chosen once at start (client/main.tsx, the prerender)
 * and handed to the compiled messages, so every `m.key()` call renders in it. A change of language
 * reloads the page (docs/decisions/180).
 */
import { DEFAULT_LANGUAGE, type Language } from "../../../core/i18n/language";
import { setLanguageSource } from "../../../core/i18n/translate";

let current: Language = DEFAULT_LANGUAGE;

setLanguageSource(() => current);

export function getLanguage(): Language {
  return current;
}

/** Sets the language for everything rendered from now on; also `<html lang>` in a browser. */
export function setPageLanguage(language: Language): void {
  current = language;
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
