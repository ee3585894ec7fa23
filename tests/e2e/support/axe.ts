import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// axe-core's own browser bundle, evaluated in the page. @axe-core/playwright opened an extra page and
// injected the bundle again for every analysis (about 6 s a page here, docs/decisions/104).
const AXE_SOURCE: string = (createRequire(import.meta.url)("axe-core") as { source: string }).source;

export type Violation = AxeResults["violations"][number];

/** Which axe rules to run: every rule with one of the tags, or the named rules. */
export type RuleSelection = { readonly tags: readonly string[] } | { readonly rules: readonly string[] };

/** Runs axe-core on the page as it is now, limited to the selected rules; returns the violations. */
export async function findAccessibilityViolations(
  page: Page,
  selection: RuleSelection,
): Promise<Violation[]> {
  await page.evaluate(AXE_SOURCE);
  const runOnly =
    "tags" in selection
      ? { type: "tag" as const, values: [...selection.tags] }
      : { type: "rule" as const, values: [...selection.rules] };
  const options: RunOptions = { runOnly, resultTypes: ["violations"] };
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: unknown) => Promise<AxeResults> };
    };
    return (await axe.run(document, runOptions)).violations;
  }, options);
}
