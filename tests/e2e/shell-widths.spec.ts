import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

/**
 * Issue 27 item 11: from 1024 px up every header label stays on one line and nothing in the header
 * overlaps, in English and Dutch, signed out and signed in; below 1024 px the drawer takes the menus.
 */

const DESKTOP_WIDTHS = [1024, 1280, 1440, 1920] as const;
// A long name: the header must make room for it without wrapping a menu label.
const LONG_NAME = "Annemarie van den Heuvel-Vermeulen";

interface HeaderBox {
  readonly label: string;
  readonly lines: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Every visible control of the header row: its text's line count (the line boxes of its text,
 * measured with a Range, so padding and icons do not count) and its bounding box.
 */
async function measureHeader(page: Page): Promise<HeaderBox[]> {
  return page.evaluate(() => {
    // The shell's header (pages have header elements of their own): the one holding the main menus.
    const row = document.querySelector("header:has(> div > nav) > div");
    if (!row) return [];
    const controls = [...row.querySelectorAll<HTMLElement>("a, button")].filter(
      (element) => element.getClientRects().length > 0 && element.getBoundingClientRect().width > 0,
    );
    return controls.map((element) => {
      const box = element.getBoundingClientRect();
      const lineTops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || (node.parentElement?.getClientRects().length ?? 0) === 0) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.add(Math.round(rect.top));
      }
      return {
        label: (element.textContent?.trim() || element.getAttribute("aria-label")) ?? "",
        lines: lineTops.size,
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
      };
    });
  });
}

function overlaps(a: HeaderBox, b: HeaderBox): boolean {
  // One pixel of tolerance for sub-pixel rounding of neighbouring boxes.
  return a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
}

async function expectTidyHeader(page: Page, width: number, labels: readonly string[]): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  for (const label of labels)
    await expect(page.getByRole("banner").getByText(label, { exact: true })).toBeVisible();
  const boxes = await measureHeader(page);
  const texts = boxes.filter((box) => box.lines > 0);
  expect(texts.map((box) => box.label)).toEqual(expect.arrayContaining([...labels]));
  for (const box of texts)
    expect({ width, label: box.label, lines: box.lines }).toEqual({ width, label: box.label, lines: 1 });
  for (const [index, box] of boxes.entries())
    for (const other of boxes.slice(index + 1))
      expect(overlaps(box, other), `${width} px: "${box.label}" overlaps "${other.label}"`).toBe(false);
  for (const box of boxes)
    expect(box.right, `${width} px: "${box.label}" past the window`).toBeLessThanOrEqual(width);
  await expect(page.getByRole("button", { name: /^(Open menu|Menu openen)$/ })).toBeHidden();
}

const ENGLISH_GROUPS = [
  "Digital Tools",
  "Data Cleaning Services",
  "Excel & Spreadsheet Guides",
  "Data Quality & CRM Guides",
  "Documentation & Help",
];
const DUTCH_GROUPS = [
  "Digitale tools",
  "Datareinigingsdiensten",
  "Excel- en spreadsheetgidsen",
  "Gidsen datakwaliteit en CRM",
  "Documentatie en hulp",
];

test.describe("the header from 1024 px up", () => {
  test("signed out, in English: one line per label, nothing overlapping", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/tools?lang=en");
    for (const width of DESKTOP_WIDTHS) await expectTidyHeader(page, width, [...ENGLISH_GROUPS, "Sign In"]);
  });

  test("signed out, in Dutch: one line per label, nothing overlapping", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/tools?lang=nl");
    for (const width of DESKTOP_WIDTHS) await expectTidyHeader(page, width, [...DUTCH_GROUPS, "Inloggen"]);
  });

  test("signed in with a long name, in both languages: the name gives way, never a label", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await createSignedInUser(page, "shell-widths", LONG_NAME);
    for (const [language, groups, account] of [
      ["en", ENGLISH_GROUPS, "Account menu for"],
      ["nl", DUTCH_GROUPS, "Accountmenu van"],
    ] as const) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(`/tools?lang=${language}`);
      const accountButton = page.getByRole("button", { name: `${account} ${LONG_NAME}` });
      await expect(accountButton).toBeVisible();
      for (const width of DESKTOP_WIDTHS) await expectTidyHeader(page, width, groups);
      // From 1280 px the name is written out beside the picture (shortened if need be).
      await expect(accountButton.getByText(LONG_NAME)).toBeVisible();
    }
  });
});

test("below 1024 px the menus move into the drawer", async ({ page }) => {
  await page.setViewportSize({ width: 1023, height: 800 });
  await page.goto("/tools?lang=en");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByText("Excel & Spreadsheet Guides")).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
});
