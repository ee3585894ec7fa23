import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listTsxFiles } from "../../../scripts/i18n/list-tsx-files";
import { findLiteralStrings } from "../../../scripts/i18n/literal-strings";
import { TRANSLATED_AREAS } from "../../../scripts/i18n/translated-areas";

describe("text outside the message catalogue", () => {
  it("finds JSX text, text attributes and string literals, but not proper names or class names", () => {
    const source = `
      export const A = () => (
        <div className="p-4" aria-label="Main menu" data-id="x">
          Hello {"world"} {name}
          <a href={\`mailto:\${x}\`} title={m.title()}>Factuurkit</a>
          <span>&gt; 404 · EN | NL</span>
          <input placeholder="Search invoices" />
          <span aria-hidden="true">G</span>
          {open ? "Hide" : m.show()}
        </div>
      );`;
    expect(findLiteralStrings("a.tsx", source).map((found) => found.text)).toEqual([
      "Main menu",
      "Hello",
      "world",
      "Search invoices",
      "Hide",
    ]);
  });

  it("finds none in the translated areas", () => {
    const findings = TRANSLATED_AREAS.flatMap(listTsxFiles).flatMap((file) =>
      findLiteralStrings(file, readFileSync(file, "utf8")).map(
        (found) => `${file}:${found.line} ${found.text}`,
      ),
    );
    expect(findings).toEqual([]);
  });
});
