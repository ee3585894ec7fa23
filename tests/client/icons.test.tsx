import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeToggle } from "../../client/components/shell/theme-toggle";

/** Pictographs, dingbats, geometric shapes and diagonal arrows: characters that were used as icons. */
const ICON_LIKE = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{25A0}-\u{25FF}\u{2196}-\u{2199}]|\u{FE0F}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one icon set (issue 14 item 15)", () => {
  it("no emoji or symbol characters serve as icons in the client", () => {
    const offenders = sourceFiles("client").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (ICON_LIKE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it("icons are SVGs hidden from assistive technology, the button keeps its name", () => {
    const { getByRole } = render(<ThemeToggle />);
    const button = getByRole("button", { name: /Switch to (dark|light) mode/ });
    const svg = button.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("class")).toContain("h-5 w-5");
    expect(button.textContent).toBe("");
  });
});
