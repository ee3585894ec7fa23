import { describe, expect, it } from "vitest";
import {
  parseLanguage,
  pickAcceptedLanguage,
  readCookie,
  resolveLanguage,
  serializeLanguageCookie,
} from "../../../core/i18n/language";

describe("language selection", () => {
  it("lets ?lang= win over the cookie, the profile and the browser", () => {
    expect(resolveLanguage({ query: "nl", cookie: "en", profile: "en", acceptLanguage: "en-GB" })).toEqual({
      language: "nl",
      source: "query",
    });
    expect(resolveLanguage({ query: "en", cookie: "nl", acceptLanguage: "nl" }).language).toBe("en");
  });

  it("remembers the cookie's choice on following pages", () => {
    expect(resolveLanguage({ cookie: "nl", acceptLanguage: "en-US,en" })).toEqual({
      language: "nl",
      source: "cookie",
    });
  });

  it("uses the signed-in user's stored preference when this browser has no cookie", () => {
    expect(resolveLanguage({ profile: "nl", acceptLanguage: "en" })).toEqual({
      language: "nl",
      source: "profile",
    });
  });

  it("lets Accept-Language decide on a first visit", () => {
    expect(resolveLanguage({ acceptLanguage: "nl-NL,nl;q=0.9,en;q=0.8" })).toEqual({
      language: "nl",
      source: "accept-language",
    });
    expect(resolveLanguage({ acceptLanguage: "de-DE,de;q=0.9,en;q=0.5" }).language).toBe("en");
    expect(resolveLanguage({ acceptLanguage: "fr;q=0.9, nl-BE;q=0.8, en;q=0.7" }).language).toBe("nl");
    expect(resolveLanguage({ acceptLanguage: "en;q=0.3, nl;q=0.8" }).language).toBe("nl");
  });

  it("falls back to English, and ignores unsupported or garbled values", () => {
    expect(resolveLanguage({})).toEqual({ language: "en", source: "default" });
    expect(resolveLanguage({ query: "de", cookie: "xx", acceptLanguage: "fr" })).toEqual({
      language: "en",
      source: "default",
    });
    expect(pickAcceptedLanguage("nl;q=0, en;q=0.1")).toBe("en");
    expect(pickAcceptedLanguage("*")).toBeNull();
    expect(parseLanguage(" NL-be ")).toBe("nl");
  });

  it("reads the lang cookie among others and writes a year-long, site-wide cookie", () => {
    expect(readCookie("session=abc; lang=nl; theme=dark", "lang")).toBe("nl");
    expect(readCookie("session=abc", "lang")).toBeNull();
    const cookie = serializeLanguageCookie("nl", true);
    expect(cookie).toContain("lang=nl");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Secure");
  });
});
