/**
 * The interface languages and how a request picks one (docs/decisions/180): `?lang=` beats the
 * remembered choice (cookie, then the signed-in user's profile), which beats the browser's
 * Accept-Language; English when nothing matches. Pure: the Worker, the SPA and the prerender share it.
 */
export const LANGUAGES = ["en", "nl"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that remembers the choice (a preference the visitor asked for, not tracking). */
export const LANGUAGE_COOKIE = "lang";

/** The query parameter that switches the language on any URL. */
export const LANGUAGE_PARAM = "lang";

/** One year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Intl locale per interface language: British English writes `9 Mar 2026` and `€1,234.56`. */
export const INTL_LOCALE: Readonly<Record<Language, string>> = { en: "en-GB", nl: "nl-NL" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** `nl`, `NL`, ` nl-BE ` → "nl"; anything else → null. */
export function parseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The first supported language of an Accept-Language header in the order of its q-values
 * (`fr;q=0.9, nl-NL;q=0.8, en;q=0.7` → "nl"); null when none is supported.
 */
export function pickAcceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== "" && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = parseLanguage(range.tag);
    if (language) return language;
  }
  return null;
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

export interface LanguageSignals {
  /** The `lang` query parameter of the URL. */
  readonly query?: string | null;
  /** The `lang` cookie. */
  readonly cookie?: string | null;
  /** The signed-in user's stored preference. */
  readonly profile?: string | null;
  /** The Accept-Language header (or the browser's navigator.languages joined by commas). */
  readonly acceptLanguage?: string | null;
}

export type LanguageSource = "query" | "cookie" | "profile" | "accept-language" | "default";

export interface ResolvedLanguage {
  readonly language: Language;
  readonly source: LanguageSource;
}

export function resolveLanguage(signals: LanguageSignals): ResolvedLanguage {
  const query = parseLanguage(signals.query);
  if (query) return { language: query, source: "query" };
  const cookie = parseLanguage(signals.cookie);
  if (cookie) return { language: cookie, source: "cookie" };
  const profile = parseLanguage(signals.profile);
  if (profile) return { language: profile, source: "profile" };
  const accepted = pickAcceptedLanguage(signals.acceptLanguage);
  if (accepted) return { language: accepted, source: "accept-language" };
  return { language: DEFAULT_LANGUAGE, source: "default" };
}

/** The Set-Cookie value that remembers a language (readable by the SPA, so not HttpOnly). */
export function serializeLanguageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
