import { useRouterState } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { LANGUAGES } from "../../../core/i18n/language";
import { m } from "../../../core/i18n/messages";
import { getLanguage } from "../../lib/i18n/current-language";

/**
 * EN | NL: plain links to the same page with `?lang=`, so switching works without JavaScript and
 * reloads the page in the new language (docs/decisions/180). The signed-in user's profile learns the
 * choice at start (client/main.tsx, saveProfileLanguage).
 */
export function LanguageSwitcher({ className = "" }: { className?: string }): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = getLanguage();
  return (
    <nav aria-label={m.language_switch_label()} className={`flex items-center gap-1 text-sm ${className}`}>
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={`${pathname}?lang=${language}`}
          hrefLang={language}
          lang={language}
          aria-current={language === current ? "true" : undefined}
          title={language === "nl" ? "Nederlands" : "English"}
          className={`rounded px-1.5 py-1 uppercase hover:bg-gray-100 dark:hover:bg-gray-800 ${
            language === current
              ? "font-bold text-blue-700 dark:text-blue-300"
              : "text-gray-600 dark:text-gray-400"
          }`}
        >
          {language}
        </a>
      ))}
    </nav>
  );
}
