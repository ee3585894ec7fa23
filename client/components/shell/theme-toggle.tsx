import { Moon, Sun } from "lucide-react";
import { type ReactElement, useSyncExternalStore } from "react";
import { m } from "../../../core/i18n/messages";
import { saveTheme, type Theme } from "../../lib/theme";
import { Icon } from "../ui/icon";

// The theme is the `dark` class public/theme-init.js (and saveTheme) put on <html>; reading it from
// there keeps the button in step with it.
function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Prerendered pages cannot know the visitor's theme; hydration renders light, then the real one. */
function readPrerenderTheme(): Theme {
  return "light";
}

export function ThemeToggle(): ReactElement {
  const theme = useSyncExternalStore(subscribe, readTheme, readPrerenderTheme);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={next === "dark" ? m.shell_theme_to_dark() : m.shell_theme_to_light()}
      aria-pressed={theme === "dark"}
      onClick={() => saveTheme(next)}
      className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      <Icon icon={theme === "dark" ? Sun : Moon} />
    </button>
  );
}
