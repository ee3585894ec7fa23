/**
 * What the compiled messages (core/i18n/generated, from messages/*.json) call. English is compiled
 * into each message function; other languages are arrays in chunks of their own, registered once
 * loaded (load-language.ts), so English pages never download Dutch text (docs/decisions/180).
 */
import { DEFAULT_LANGUAGE, INTL_LOCALE, type Language } from "./language";

export interface MessageOptions {
  /** Render in this language instead of the page's (e-mails in the recipient's language). */
  readonly locale?: Language;
}

export type Inputs = Readonly<Record<string, string | number>>;

/** One language's messages in the base catalogue's key order. */
export type CompiledCatalogue = readonly ((inputs: Inputs) => string)[];

let readLanguage: () => Language = () => DEFAULT_LANGUAGE;
const catalogues: Partial<Record<Language, CompiledCatalogue>> = {};

/** Where messages without an explicit locale take their language from (the page, set at start). */
export function setLanguageSource(source: () => Language): void {
  readLanguage = source;
}

/**
 * The page's language, the one messages render in: for formatting money, numbers and dates next to
 * them. Same value as client/lib/i18n/current-language's getLanguage(), read from here so a screen's
 * chunk needs no import beyond the one its messages already have (docs/decisions/187).
 */
export function pageLanguage(): Language {
  return readLanguage();
}

export function registerCatalogue(language: Language, catalogue: CompiledCatalogue): void {
  catalogues[language] = catalogue;
}

export function hasCatalogue(language: Language): boolean {
  return language === DEFAULT_LANGUAGE || catalogues[language] !== undefined;
}

/** The plural category of a count in a language: "one", "other"… */
export function plural(language: Language, count: string | number | undefined): string {
  return new Intl.PluralRules(INTL_LOCALE[language]).select(Number(count));
}

/**
 * A message in the requested (or the page's) language. A language whose catalogue is not loaded
 * falls back to English rather than showing a key.
 */
export function translate<I extends object>(
  id: number,
  options: MessageOptions | undefined,
  inputs: I | undefined,
  english: string | ((inputs: I) => string),
): string {
  const language = options?.locale ?? readLanguage();
  if (language !== DEFAULT_LANGUAGE) {
    const message = catalogues[language]?.[id];
    if (message) return message((inputs ?? {}) as Inputs);
  }
  return typeof english === "string" ? english : english(inputs as I);
}
