import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGE_PARAM,
  type Language,
  readCookie,
  resolveLanguage,
} from "../../core/i18n/language";

/** The language a request asks for: `?lang=`, the `lang` cookie, then Accept-Language (ADR 180). */
export function readRequestLanguage(c: Context, profile?: string | null): Language {
  return resolveLanguage({
    query: c.req.query(LANGUAGE_PARAM),
    cookie: readCookie(c.req.header("Cookie"), LANGUAGE_COOKIE),
    profile: profile ?? null,
    acceptLanguage: c.req.header("Accept-Language"),
  }).language;
}

/** The language of an e-mail: the recipient's stored choice, else the language of the request that caused it. */
export function pickRecipientLanguage(c: Context, stored: string | null | undefined): Language {
  return stored === "en" || stored === "nl" ? stored : readRequestLanguage(c);
}

/** Remembers a language for following pages (readable by the SPA, so not HttpOnly). */
export function setLanguageCookie(c: Context, language: Language): void {
  setCookie(c, LANGUAGE_COOKIE, language, {
    path: "/",
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: LANGUAGE_COOKIE_MAX_AGE,
  });
}
