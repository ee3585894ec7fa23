import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { CATALOGUE } from "../../../core/i18n/generated/nl";
import {
  type Catalogue,
  compareCatalogues,
  compileEntry,
  describeMessage,
  generateBaseModules,
  generateLanguageModule,
  listKeys,
} from "../../../scripts/i18n/catalogue";

function readCatalogue(language: string): Catalogue {
  return JSON.parse(readFileSync(`messages/${language}.json`, "utf8")) as Catalogue;
}

const english = readCatalogue("en");
const dutch = readCatalogue("nl");

describe("the message catalogues", () => {
  it("have every key in both languages, with the same inputs and plural selectors", () => {
    expect(compareCatalogues(english, dutch, "nl")).toEqual([]);
    expect(listKeys(english).length).toBeGreaterThan(50);
  });

  it("have no empty messages", () => {
    for (const [language, catalogue] of [
      ["en", english],
      ["nl", dutch],
    ] as const) {
      for (const key of listKeys(catalogue)) {
        const entry = catalogue[key];
        if (typeof entry === "string") expect(entry.trim(), `${language}:${key}`).not.toBe("");
      }
    }
  });

  it("are compiled: core/i18n/generated matches messages/*.json (run npm run i18n:compile)", () => {
    const modules = generateBaseModules(english);
    for (const [file, text] of modules)
      expect(readFileSync(`core/i18n/generated/${file}`, "utf8"), file).toBe(text);
    expect(readdirSync("core/i18n/generated/en").length).toBe(
      [...modules.keys()].filter((file) => file.startsWith("en/")).length,
    );
    expect(readFileSync("core/i18n/generated/nl.ts", "utf8")).toBe(
      generateLanguageModule(english, dutch, "nl"),
    );
  });

  it("render in the requested language, and in English until Dutch is loaded", async () => {
    // A fresh module graph: core test files share one (isolate: false) and others load Dutch.
    vi.resetModules();
    const { m } = await import("../../../core/i18n/messages");
    const { registerCatalogue } = await import("../../../core/i18n/translate");
    expect(m.shell_sign_in()).toBe("Sign In");
    expect(m.shell_account_menu({ name: "Anna" }, { locale: "nl" })).toBe("Account menu for Anna");
    registerCatalogue("nl", CATALOGUE);
    expect(m.shell_sign_in(undefined, { locale: "nl" })).toBe("Inloggen");
    expect(m.shell_account_menu({ name: "Anna" }, { locale: "nl" })).toBe("Accountmenu van Anna");
    expect(m.shell_sign_in(undefined, { locale: "en" })).toBe("Sign In");
  });
});

describe("the catalogue compiler", () => {
  const rows: Catalogue = {
    rows: [
      {
        declarations: ["input count", "local countPlural = count: plural"],
        selectors: ["countPlural"],
        match: { "countPlural=one": "{count} row", "countPlural=*": "{count} rows" },
      },
    ],
  };

  it("reads inputs from placeholders and plural declarations", () => {
    expect(describeMessage("a", "Hello {name}, you owe {amount}")).toEqual({
      inputs: ["amount", "name"],
      selectors: [],
    });
    expect(describeMessage("rows", rows.rows as Catalogue[string])).toEqual({
      inputs: ["count"],
      selectors: ["countPlural:plural(count)"],
    });
  });

  it("compiles plurals with the language's plural rules", () => {
    const code = compileEntry("rows", rows.rows as Catalogue[string], "nl");
    const render = new Function("plural", "i", `return (() => ${code})();`) as (
      plural: (language: string, count: number) => string,
      inputs: { count: number },
    ) => string;
    const plural = (_: string, count: number): string => new Intl.PluralRules("nl").select(count);
    expect(render(plural, { count: 1 })).toBe("1 row");
    expect(render(plural, { count: 3 })).toBe("3 rows");
  });

  it("keeps escaped braces and backticks as text", () => {
    expect(compileEntry("a", "Use \\{name\\} and `code`, $ {n}", "en")).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the expected generated source text
      "`Use {name} and \\`code\\`, $ ${i.n}`",
    );
  });

  it("reports missing keys and mismatched inputs", () => {
    expect(compareCatalogues({ a: "A {x}", b: "B" }, { a: "A {y}", c: "C" }, "nl")).toEqual([
      { key: "b", problem: "missing in nl" },
      { key: "c", problem: "only in nl" },
      { key: "a", problem: "inputs {x} in en but {y} in nl" },
    ]);
    expect(() => compileEntry("bad", [{ selectors: ["n"], match: { "n=one": "x" } }], "en")).toThrow(
      /catch-all/,
    );
  });
});
