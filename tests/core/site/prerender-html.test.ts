import { describe, expect, it } from "vitest";
import { fillTemplate, markShellNoindex } from "../../../scripts/prerender-html";
import { outputFileFor } from "../../../scripts/prerender-paths";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Factuurkit - Invoice Tools</title>
    <meta name="description" content="Professional invoice management tools for Dutch businesses" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("fillTemplate", () => {
  it("replaces the default title and description with the page's tags and fills #root", () => {
    const html = fillTemplate(TEMPLATE, {
      head: "<title>Tools</title>",
      body: "<main><h1>Tools</h1></main>",
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Tools</title>");
    expect(html).not.toContain("Professional invoice management tools");
    expect(html).toContain('<div id="root"><main><h1>Tools</h1></main></div>');
    expect(html.indexOf("<title>Tools</title>")).toBeLessThan(html.indexOf("</head>"));
  });

  it("keeps `$` sequences in page text literally (no replacement patterns)", () => {
    const html = fillTemplate(TEMPLATE, { head: "<title>$& $1</title>", body: "<p>€ 5 or $' and $`</p>" });
    expect(html).toContain("<title>$& $1</title>");
    expect(html).toContain("<p>€ 5 or $' and $`</p>");
  });

  it("drops the shell's noindex so a public page stays indexable", () => {
    const html = fillTemplate(markShellNoindex(TEMPLATE), { head: "<title>T</title>", body: "<h1>T</h1>" });
    expect(html).not.toContain('name="robots"');
  });

  it("refuses a template it does not recognise", () => {
    expect(() => fillTemplate("<html><body></body></html>", { head: "", body: "" })).toThrow(/index.html/);
  });
});

describe("markShellNoindex", () => {
  it("adds noindex once", () => {
    const once = markShellNoindex(TEMPLATE);
    expect(once).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(markShellNoindex(once)).toBe(once);
  });
});

describe("outputFileFor", () => {
  it("maps paths to files Cloudflare serves without a trailing slash", () => {
    expect(outputFileFor("/")).toBe("home.html");
    expect(outputFileFor("/tools")).toBe("tools.html");
    expect(outputFileFor("/invoice_processor")).toBe("invoice_processor.html");
    expect(outputFileFor("/invoice_processor/mt940-guide")).toBe("invoice_processor/mt940-guide.html");
  });
});
