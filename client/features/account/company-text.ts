import { INTL_LOCALE } from "../../../core/i18n/language";
import { getLanguage } from "../../lib/i18n/current-language";

/** A country of the company form: the list's English name, or the browser's name in the page language. */
export function nameCountry(code: string, englishName: string): string {
  const language = getLanguage();
  if (language === "en") return englishName;
  return new Intl.DisplayNames([INTL_LOCALE[language]], { type: "region" }).of(code) ?? englishName;
}

/** When the company details were last saved: "9 Mar 2026, 14:05" / "9 mrt 2026, 14:05". */
export function formatSavedAt(at: number): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[getLanguage()], {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(at));
}
