/**
 * The language of a page load in the browser (docs/decisions/180). A prerendered page keeps the
 * language the Worker served it in (hydration must match its markup); otherwise `?lang=`, the
 * `lang` cookie, then the browser's languages decide. A `?lang=` choice is remembered in the cookie.
 */
import {
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
  parseLanguage,
  readCookie,
  resolveLanguage,
  serializeLanguageCookie,
} from "../../../core/i18n/language";

/** Stores the choice for following pages (the Worker and the SPA both read it). */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; the value is built by serializeLanguageCookie
  document.cookie = serializeLanguageCookie(language, window.location.protocol === "https:");
}

export interface BrowserLanguage {
  readonly language: Language;
  /** True when `?lang=` chose it: a signed-in user's profile should learn the choice. */
  readonly chosenNow: boolean;
}

export function chooseBrowserLanguage(prerendered: boolean): BrowserLanguage {
  const query = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  const served = prerendered ? parseLanguage(document.documentElement.lang) : null;
  const { language, source } = resolveLanguage({
    query,
    cookie: served ?? readCookie(document.cookie, LANGUAGE_COOKIE),
    acceptLanguage: navigator.languages?.join(",") ?? navigator.language,
  });
  if (source === "query") rememberLanguage(language);
  return { language, chosenNow: source === "query" };
}

/** Stores a choice made with `?lang=` in the signed-in user's profile (other devices, e-mails). */
export function saveProfileLanguage(language: Language): void {
  void fetch("/api/account", {
    method: "PATCH",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}
