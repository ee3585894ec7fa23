/** The folder of prerendered pages in languages other than English; never a URL of its own (ADR 180). */
export const LANGUAGE_VARIANTS_DIR = "_lang";

/**
 * Where a page's HTML goes: `/` → home.html, `/a/b` → a/b.html (served for /a/b, no trailing slash).
 * Other languages go under `_lang/<language>/`, which the Worker serves for `/a/b?lang=nl` and the like.
 */
export function outputFileFor(path: string, language: "en" | "nl" = "en"): string {
  const file = path === "/" ? "home.html" : `${path.slice(1)}.html`;
  return language === "en" ? file : `${LANGUAGE_VARIANTS_DIR}/${language}/${file}`;
}
