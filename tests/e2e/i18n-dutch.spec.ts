import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

test.describe("Factuurkit in Dutch", () => {
  // A walk through several cold pages of the dev server.
  test.describe.configure({ timeout: 180_000 });

  test("?lang=nl switches sign-in, home, the shell and a guide to Dutch, and the choice sticks", async ({
    page,
  }) => {
    await page.goto("/login?lang=nl");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1, name: "Log in op uw account" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Inloggen met Google" })).toBeVisible();
    await page.getByRole("button", { name: "Doorgaan met e-mail" }).click();
    await page.getByRole("button", { name: "Inloggen", exact: true }).click();
    await expect(page.getByText("Vul uw e-mailadres in").first()).toBeVisible();

    // A following page without ?lang= stays Dutch (cookie), with the shell in Dutch.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    const nav = page.getByRole("navigation", { name: "Hoofdnavigatie" });
    await expect(nav.getByRole("button", { name: "Digitale tools" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Inloggen", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Snelle links" })).toBeVisible();
    await expect(page.getByText("Alle rechten voorbehouden.")).toBeVisible();

    await page.goto("/excel-remove-duplicates-guide");
    const breadcrumb = page.getByRole("navigation", { name: "Kruimelpad" });
    await expect(breadcrumb.getByText("Excel- en spreadsheetgidsen")).toBeVisible();
    // The Dutch title (the guide's own Dutch text where it has one), not the English one.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/dubbele/i);
    await expect(page).toHaveTitle(/Factuurtools/);

    // Client-side navigation keeps the language.
    await nav.getByRole("button", { name: "Documentatie en hulp" }).click();
    await page.getByRole("link", { name: "MT940-gids" }).click();
    await expect(page).toHaveURL(/\/invoice_processor\/mt940-guide$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("MT940 Guide");

    // And ?lang=en switches back.
    await page.goto("/tools?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  });

  test("a signed-in user's dashboard in Dutch, remembered in the profile", async ({ page }) => {
    await createSignedInUser(page, "i18n-dashboard");
    await page.goto("/dashboard?lang=nl");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("button", { name: /Accountmenu van/ })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Kruimelpad" }).getByText("Digitale tools"),
    ).toBeVisible();
    await expect
      .poll(
        async () =>
          ((await (await page.request.get("/api/account")).json()) as { language: string }).language,
      )
      .toBe("nl");
    await page.goto("/dashboard/settings");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(
      page.getByRole("navigation", { name: "Kruimelpad" }).getByText("Instellingen"),
    ).toBeVisible();
  });
});
