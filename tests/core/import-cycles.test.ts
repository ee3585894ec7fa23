import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

// Type-only imports count: a circle of types is still two files that cannot be understood apart.
const SOURCES = ["core/**/*.ts", "worker/**/*.ts", "client/**/*.ts", "client/**/*.tsx"];

describe("imports (issue 27 item 18)", () => {
  it("form no circles in core, worker or client", async () => {
    const tree = await parseDependencyTree(SOURCES, {
      context: process.cwd(),
      tsconfig: "tsconfig.json",
      transform: false,
      skipDynamicImports: false,
    });
    const circles = parseCircular(tree).map((circle) => circle.join(" -> "));
    expect(circles).toEqual([]);
  });
});
