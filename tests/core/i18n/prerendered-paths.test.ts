import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../../core/site/page-meta";
import { outputFileFor } from "../../../scripts/prerender-paths";

describe("pages served per language", () => {
  it("reach the Worker first for every public page (wrangler.toml run_worker_first)", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const list = /run_worker_first = \[([\s\S]*?)\]/.exec(toml)?.[1] ?? "";
    const paths = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    for (const page of PUBLIC_PAGES) expect(paths, page.path).toContain(page.path);
    expect(paths).toContain("/_lang/*");
  });

  it("are written once per language, Dutch under _lang/nl", () => {
    expect(outputFileFor("/")).toBe("home.html");
    expect(outputFileFor("/", "nl")).toBe("_lang/nl/home.html");
    expect(outputFileFor("/invoice_processor/mt940-guide", "nl")).toBe(
      "_lang/nl/invoice_processor/mt940-guide.html",
    );
  });
});
