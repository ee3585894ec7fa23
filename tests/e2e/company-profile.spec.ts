import { expect, test } from "./fixtures";
import { createSignedInUser } from "./support/accounts";

test("fill in the company details on /profile, reload, and see them saved", async ({ page }) => {
  test.setTimeout(60_000);
  await createSignedInUser(page, "profile", "Anna de Vries");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Settings", level: 1 })).toBeVisible();
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByText("Anna de Vries")).toBeVisible();
  await expect(page.getByText("Not saved yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "Company details" });
  await form.getByLabel("Company name").fill("Bakkerij De Gouden Korst B.V.");
  await form.getByLabel("Contact person").fill("Anna de Vries");
  await form.getByLabel("Street and house number").fill("Damrak 1");
  await form.getByLabel("Postcode").fill("1012lg");
  await form.getByLabel("City").fill("Amsterdam");
  await form.getByLabel("KvK number").fill("12345678");
  await form.getByLabel("BTW-id (VAT number)").fill("NL000099998B57");
  await form.getByLabel("IBAN").fill("NL91 ABNA 0417 1643 00");
  await form.getByLabel("BIC").fill("ABNANL2A");
  await form.getByLabel("Company email").fill("info@goudenkorst.nl");
  await form.getByLabel("Phone").fill("020 123 4567");
  await form.getByLabel("Website").fill("goudenkorst.nl");
  await form.getByLabel("Invoice number prefix").fill("GK-");
  await form.getByLabel("Next invoice number").fill("42");
  await form.getByLabel("Payment terms (days)").fill("14");
  await form.getByLabel("Default VAT rate").selectOption("9");
  await form.getByLabel("Invoice language").selectOption("EN");
  await expect(page.getByText(/You have unsaved changes/)).toBeVisible();
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
  await expect(page.getByText(/Last saved: /)).toBeVisible();

  await page.reload();
  await expect(form.getByLabel("Company name")).toHaveValue("Bakkerij De Gouden Korst B.V.");
  await expect(form.getByLabel("Postcode")).toHaveValue("1012 LG");
  await expect(form.getByLabel("BTW-id (VAT number)")).toHaveValue("NL000099998B57");
  await expect(form.getByLabel("IBAN")).toHaveValue("NL91ABNA0417164300");
  await expect(form.getByLabel("Phone")).toHaveValue("+31201234567");
  await expect(form.getByLabel("Website")).toHaveValue("https://goudenkorst.nl");
  await expect(form.getByLabel("Next invoice number")).toHaveValue("42");
  await expect(form.getByLabel("Default VAT rate")).toHaveValue("9");
  await expect(form.getByLabel("Invoice language")).toHaveValue("EN");
  await expect(page.getByText(/Last saved: /)).toBeVisible();
  await expect(page.getByText(/You have unsaved changes/)).toBeHidden();

  // The same details appear in the dashboard settings.
  await page.goto("/dashboard/settings");
  await expect(page.getByLabel("Company name")).toHaveValue("Bakkerij De Gouden Korst B.V.");
});

test("a validation error keeps the typed input and points at the field", async ({ page }) => {
  await createSignedInUser(page, "invalid");
  await page.goto("/profile");
  const form = page.getByRole("form", { name: "Company details" });
  await form.getByLabel("Company name").fill("Acme B.V.");
  await form.getByLabel("Postcode").fill("12345");
  await form.getByLabel("BTW-id (VAT number)").fill("NL123456789B01");
  await form.getByLabel("IBAN").fill("NL91ABNA0417164301");
  await form.getByRole("button", { name: "Save company details" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Please correct these fields" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("button", { name: "BTW-id (VAT number)" })).toBeVisible();
  await expect(
    form.getByText("This BTW-id has a typo: its check digit does not match.", { exact: true }),
  ).toBeVisible();
  await expect(
    form.getByText("This IBAN has a typo: its check digits do not match.", { exact: true }),
  ).toBeVisible();
  await expect(form.getByText("A Dutch postcode looks like 1234 AB.", { exact: true })).toBeVisible();
  // Focus moves to the first field to fix, in form order.
  await expect(form.getByLabel("Postcode")).toBeFocused();
  await expect(form.getByLabel("BTW-id (VAT number)")).toHaveAttribute("aria-invalid", "true");
  await alert.getByRole("button", { name: "IBAN" }).click();
  await expect(form.getByLabel("IBAN")).toBeFocused();
  // Everything typed is still there.
  await expect(form.getByLabel("Company name")).toHaveValue("Acme B.V.");
  await expect(form.getByLabel("Postcode")).toHaveValue("12345");
  await expect(form.getByLabel("BTW-id (VAT number)")).toHaveValue("NL123456789B01");
  await expect(form.getByLabel("IBAN")).toHaveValue("NL91ABNA0417164301");

  // Fix the checksums; a five-digit postcode is fine once the country is Germany.
  await form.getByLabel("BTW-id (VAT number)").fill("NL123456782B01");
  await form.getByLabel("IBAN").fill("NL91ABNA0417164300");
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(form.getByText("A Dutch postcode looks like 1234 AB.", { exact: true })).toBeVisible();
  await expect(form.getByText(/has a typo/)).toHaveCount(0);
  await expect(form.getByLabel("Postcode")).toHaveValue("12345");
  await form.getByLabel("Country").selectOption("DE");
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
});

test("a network failure keeps the typed input; leaving with unsaved changes asks first", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource/);
  await createSignedInUser(page, "offline");
  await page.goto("/dashboard/settings");
  const form = page.getByRole("form", { name: "Company details" });
  await form.getByLabel("Company name").fill("Offline B.V.");
  await page.route("**/api/company", (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue(),
  );
  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByText(/Your details were not saved/)).toBeVisible();
  await expect(form.getByLabel("Company name")).toHaveValue("Offline B.V.");
  await page.unroute("**/api/company");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Invoices" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(form.getByLabel("Company name")).toHaveValue("Offline B.V.");

  await form.getByRole("button", { name: "Save company details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Company details saved." })).toBeVisible();
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices$/);

  // Closing the tab with unsaved changes gets the browser's own question (beforeunload).
  await page.goBack();
  await form.getByLabel("City").fill("Leiden");
  const unloadQuestion = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await unloadQuestion;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  await expect(form.getByLabel("City")).toHaveValue("Leiden");
});
