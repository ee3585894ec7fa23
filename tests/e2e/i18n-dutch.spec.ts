import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

test.describe("Factuurkit in Dutch", () => {
  // A walk through several pages, signed in.
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

  /** Words that give away an untranslated screen; proper names (Factuurkit, MT940, Excel) may stay. */
  const ENGLISH = /\b(the|and|your|invoices?|Loading|Settings|Revenue|Download|duplicates?|rows)\b/;

  async function expectNoEnglish(page: import("@playwright/test").Page): Promise<void> {
    const text = (await page.getByRole("main").textContent()) ?? "";
    expect(text).not.toMatch(ENGLISH);
  }

  test("the dashboard, settings and sales analytics of a signed-in user are Dutch throughout", async ({
    page,
  }) => {
    await createSignedInUser(page, "i18n-dashboard-walk");
    await page.goto("/dashboard?lang=nl");
    await expect(page.getByRole("heading", { name: "Welkom! Begin met een van deze" })).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Dashboard" });
    await expect(sections.getByRole("link", { name: "Bankafschriften" })).toBeVisible();
    await expectNoEnglish(page);

    await sections.getByRole("link", { name: "Instellingen" }).click();
    // Cold lazy chunks of the dev server on a busy machine: a generous wait.
    await expect(page.getByRole("heading", { name: "Bedrijfsgegevens" })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("button", { name: "Overal uitloggen" })).toBeVisible();
    await expect(page.getByLabel("Bedrijfsnaam")).toBeVisible();

    await page.goto("/sales-analytics");
    await expect(page.getByRole("heading", { name: "Nog geen verstuurde facturen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hoe de cijfers worden berekend" })).toBeVisible();
    await expectNoEnglish(page);
  });

  test("a visitor's sales analytics on sample data is Dutch, tables and all", async ({ page }) => {
    await page.goto("/sales-analytics?lang=nl");
    await expect(page.getByText("Voorbeeldgegevens — log in om uw eigen cijfers te zien")).toBeVisible();
    await expect(page.getByRole("table", { name: "Openstaande debiteuren naar ouderdom" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tabellen" })).toBeVisible();
    await expectNoEnglish(page);
  });

  test("the duplicate removal tool reviews clusters in Dutch", async ({ page }) => {
    const csv = [
      "Naam;E-mail;Plaats",
      "Jan Jansen;jan@example.nl;Utrecht",
      "Piet de Vries;piet@example.nl;Delft",
      "  JAN  JANSEN ;JAN@example.nl;utrecht",
      "Anna Bakker;anna@example.nl;Gouda",
    ].join("\r\n");
    await page.goto("/duplicate-removal-tool?lang=nl");
    await page
      .getByLabel("Kies een spreadsheet (CSV, TSV, TXT of XLSX)")
      .setInputFiles({ name: "klanten.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
    await expect(
      page.getByRole("heading", { name: "1. Controleer hoe klanten.csv wordt gelezen" }),
    ).toBeVisible({ timeout: 90_000 });
    await page.getByRole("button", { name: "Alle rijen laden" }).click();
    await expect(
      page.getByRole("heading", { name: /2\. Bepaal wat als dubbel telt \(4 rijen geladen\)/ }),
    ).toBeVisible();
    await page.getByLabel("Exact gelijk (na normaliseren)").check();
    await page.getByRole("button", { name: "Dubbele rijen zoeken" }).click();
    await expect(page.getByRole("heading", { name: "3. Controleer de dubbele rijen" })).toBeVisible();
    await expect(page.getByTestId("stat-Duplicates found")).toHaveText("1");
    await expect(page.getByRole("button", { name: "Opgeschoond bestand downloaden" })).toBeVisible();
    await expectNoEnglish(page);
  });

  test("the bank converter says in Dutch what it had to tolerate in a file", async ({ page }) => {
    // No closing balance and an amount that cannot be read: two warnings, the rest converted.
    const sta = [
      ":20:STMT1",
      ":25:NL91ABNA0417164300",
      ":28C:1/1",
      ":60F:C240101EUR100,00",
      ":61:2401020102C12,3,4NTRFNONREF",
      ":61:2401020102D10,00NTRFNONREF",
      ":86:/NAME/Bakker/REMI/USTD//Brood/",
    ].join("\r\n");
    await page.goto("/bank-statement-converter?lang=nl");
    await page.getByLabel("Bankafschriftbestanden").setInputFiles([
      { name: "ing.sta", mimeType: "text/plain", buffer: Buffer.from(sta, "utf8") },
      { name: "notities.txt", mimeType: "text/plain", buffer: Buffer.from("Boodschappen\nmelk\n", "utf8") },
    ]);
    const warnings = page.getByRole("list", { name: "Waarschuwingen voor ing.sta" });
    await expect(
      warnings.getByText(
        "afschrift 1, regel 5: het bedrag '12,3,4' is onleesbaar — transactie overgeslagen.",
      ),
    ).toBeVisible({ timeout: 90_000 });
    await expect(warnings.getByText(/het afschrift heeft geen eindsaldo \(:62F:\)/)).toBeVisible();
    await expect(page.getByText(/^notities\.txt: Dit bestand is geen MT940-afschrift/)).toBeVisible();
    for (const text of [await warnings.textContent(), await page.getByText(/^notities\.txt/).textContent()])
      expect(text ?? "").not.toMatch(/\b(the|is unreadable|skipped|statement|line)\b/);
  });
});
