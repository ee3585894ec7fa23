// String surgery on the built index.html for scripts/prerender.ts; pure, so it is unit-tested.

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta name="description"[^>]*>\s*/;
const ROBOTS = /<meta name="robots"[^>]*>\s*/;
const ROOT = '<div id="root"></div>';

/** The built shell with the page's head tags in place of the default title/description, and its markup. */
export function fillTemplate(template: string, page: { head: string; body: string }): string {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes(ROOT)) {
    throw new Error("index.html lacks the <title>, the description or the empty #root the prerender fills");
  }
  return (
    template
      .replace(TITLE, "")
      .replace(DESCRIPTION, "")
      // A shell already marked by an earlier prerender run: a public page must stay indexable.
      .replace(ROBOTS, "")
      .replace("</head>", () => `  ${page.head}\n  </head>`)
      .replace(ROOT, () => `<div id="root">${page.body}</div>`)
  );
}

/**
 * The SPA shell is only served for paths that are not prerendered: signed-in pages, sign-in screens
 * and unknown paths. None of them should be indexed (the client sets the same tag when it renders).
 */
export function markShellNoindex(template: string): string {
  if (template.includes('name="robots"')) return template;
  return template.replace(
    DESCRIPTION,
    (tag) => `${tag}<meta name="robots" content="noindex, nofollow" />\n    `,
  );
}

/** `<html lang>` of a prerendered page: the language it was rendered in (the client hydrates in it). */
export function setHtmlLanguage(html: string, language: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}
