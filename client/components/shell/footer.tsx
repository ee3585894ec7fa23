import { Link } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { NEEDS_CONSENT, openCookieSettings } from "../../features/consent/analytics-settings";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "../../lib/brand";
import { QUICK_LINKS } from "../../lib/navigation";
import { LanguageSwitcher } from "./language-switcher";

export function Footer(): ReactElement {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.shell_tagline()}</p>
          <LanguageSwitcher className="mt-3 -ml-1.5" />
        </div>
        <nav aria-label={m.shell_quick_links()}>
          <h2 className="text-sm font-semibold">{m.shell_quick_links()}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className="text-gray-600 hover:underline dark:text-gray-400">
                  {link.title}
                </Link>
              </li>
            ))}
            {NEEDS_CONSENT ? (
              <li>
                <button
                  type="button"
                  onClick={openCookieSettings}
                  className="text-gray-600 hover:underline dark:text-gray-400"
                >
                  {m.shell_cookie_settings()}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
        <address className="not-italic">
          <h2 className="text-sm font-semibold">{m.shell_contact()}</h2>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{m.shell_contact_location()}</p>
          <p className="text-sm">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="text-blue-700 hover:underline dark:text-blue-300">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </address>
      </div>
      <p className="border-t border-gray-200 py-4 text-center text-xs text-gray-600 dark:border-gray-800 dark:text-gray-400">
        {/* Prerendered pages carry the year of the build (every deploy rebuilds them); in early January
            the browser's year may differ, which must not count as a hydration error. */}
        © <span suppressHydrationWarning>{year}</span> {PRODUCT_NAME}. {m.shell_rights_reserved()}
      </p>
    </footer>
  );
}
