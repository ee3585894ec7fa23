/** Where a page's HTML goes: `/` → home.html, `/a/b` → a/b.html (served for /a/b, no trailing slash). */
export function outputFileFor(path: string): string {
  return path === "/" ? "home.html" : `${path.slice(1)}.html`;
}
