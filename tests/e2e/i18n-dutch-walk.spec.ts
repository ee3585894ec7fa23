import type { Page } from "@playwright/test";
import { PUBLIC_PAGES } from "../../core/site/page-meta";
import { SITE_PAGES } from "../../core/site/site-pages";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";
import { readPrerenderedHeading } from "./support/prerendered-heading";

/**
 * Issue 20's walk: every page of the site in Dutch — the shell, sign-in, every tool, the dashboard
 * and the guides — holds none of the common English words that give away an untranslated text.
 * Proper names (Factuurkit, MT940, CAMT.053, Excel, Power Query, Peppol) may stay. "Upload" and
 * "Download" are Dutch words too ("Upload leveranciersfacturen"), so they are not in the list.
 */
const ENGLISH =
  /\b(the|and|your|with|from|this|that|Loading|Settings|Revenue|Choose|Please|invoices?|duplicates?|rows|files?|Sign in|Sign up|Back to)\b/;

/**
 * Proper names that contain English words: titles of publications, and the English name of a menu
 * command quoted after its Dutch one (`(Data › Data cleanup › Remove duplicates)`). Removed from a
 * line before it is checked, so the rest of the line still counts.
 */
const PROPER_NAMES: readonly RegExp[] = [/VAT in the Digital Age/g, /\([^()]*›[^()]*\)/g];

const PRERENDERED_PATHS = new Set(PUBLIC_PAGES.map((sitePage) => sitePage.path));

function withoutProperNames(line: string): string {
  return PROPER_NAMES.reduce((rest, name) => rest.replace(name, ""), line);
}

/** The page's visible text without code samples (<pre>, <code>), line by line. */
async function readVisibleLines(page: Page): Promise<string[]> {
  const text = await page.locator("body").evaluate((body: HTMLElement) => {
    const samples = [...body.querySelectorAll<HTMLElement>("pre, code")];
    const shown = samples.map((sample) => sample.style.display);
    for (const sample of samples) sample.style.display = "none";
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text, line by line, is what a reader sees
    const lines = body.innerText;
    samples.forEach((sample, index) => {
      sample.style.display = shown[index] ?? "";
    });
    return lines;
  });
  return text.split("\n");
}

async function findEnglish(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // A prerendered page is served in Dutch and hydrating it changes nothing (a mismatch, such as
    // English guide text in the Dutch HTML, is a page error the fixture fails on).
    const prerendered = readPrerenderedHeading((await response?.text()) ?? "");
    if (PRERENDERED_PATHS.has(path)) expect(prerendered, `${path} is served with its heading`).not.toBe("");
    if (prerendered) await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(prerendered);
    for (const line of await readVisibleLines(page)) {
      const match = ENGLISH.exec(withoutProperNames(line));
      if (match) found.push(`${path}: "${match[0]}" in "${line.trim().slice(0, 120)}"`);
    }
  }
  return found;
}

test.describe("the whole site in Dutch", () => {
  test.describe.configure({ timeout: 600_000 });

  test("every public page, sign-in and the guides have no English text", async ({ page }) => {
    await page.goto("/?lang=nl");
    const paths = SITE_PAGES.filter((sitePage) => sitePage.access !== "signed-in").map((sitePage) =>
      sitePage.path === "/reset-password" ? "/reset-password?token=unknown" : sitePage.path,
    );
    expect(await findEnglish(page, paths)).toEqual([]);
  });

  test("every signed-in page has no English text", async ({ page }) => {
    await createSignedInUser(page, "dutch-walk");
    await page.goto("/dashboard?lang=nl");
    const paths = SITE_PAGES.filter((sitePage) => sitePage.access === "signed-in").map(
      (sitePage) => sitePage.path,
    );
    expect(paths.length).toBeGreaterThan(5);
    expect(await findEnglish(page, paths)).toEqual([]);
  });
});
