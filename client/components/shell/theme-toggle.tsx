import { type ReactElement, useEffect, useState } from "react";
import { readInitialTheme, saveTheme, type Theme } from "../../lib/theme";

export function ThemeToggle(): ReactElement {
  const [theme, setTheme] = useState<Theme>(() => readInitialTheme());
  useEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [theme]);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      aria-label={`Switch to ${next} mode`}
      aria-pressed={theme === "dark"}
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      className="rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-200 dark:hover:bg-gray-800"
    >
      <span aria-hidden="true">{theme === "dark" ? "☀" : "☾"}</span>
    </button>
  );
}
