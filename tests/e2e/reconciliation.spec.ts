import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";
import { seedIssuedInvoices } from "./support/reconcile-seed";

async function currentUserId(page: Page): Promise<string> {
  const response = await page.request.get("/api/auth/session");
  const body = (await response.json()) as { session: { user: { sub: string } } | null };
  if (!body.session) throw new Error("not signed in");
  return body.session.user.sub;
}

/** An ING MT940 statement with one payment from a customer who wrote no invoice number. */
const STATEMENT = [
  "{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{4:",
  ":20:P240220000000001",
  ":25:NL69INGB0123456789EUR",
  ":28C:00001",
  ":60F:C240219EUR1000,00",
  ":61:2402200220C605,00NTRFEREF//00000000001005",
  ":86:/EREF/NOTPROVIDED//CNTP/NL91ABNA0417164300/ABNANL2A/BAKKERIJ DE V",
  "RIES///REMI/USTD//Betaling/",
  ":62F:C240220EUR1605,00",
  "-}",
  "",
].join("\r\n");

async function receivables(page: Page): Promise<string> {
  await page.goto("/dashboard");
  const tile = page.getByRole("region", { name: "Open receivables" });
  await expect(tile).toBeVisible();
  return (await tile.locator("p").first().textContent()) ?? "";
}

test("a saved statement's payment is suggested for an invoice; accepting it marks the invoice paid and lowers receivables", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInNewUser(page, "reconcile");
  seedIssuedInvoices(await currentUserId(page), [
    { number: "2024-0101", customer: "Bakkerij de Vries B.V.", totalCents: 605_00 },
    { number: "2024-0102", customer: "Smit Transport", totalCents: 242_00 },
  ]);
  expect(await receivables(page)).toBe("€847.00");

  await page.goto("/dashboard/bank-statements");
  await page
    .getByLabel("Bank statement files")
    .setInputFiles([{ name: "ing-februari.sta", mimeType: "text/plain", buffer: Buffer.from(STATEMENT) }]);
  const panel = page.getByRole("region", { name: "Payments and invoices" });
  await expect(panel.getByRole("tab", { name: "Suggestions (1)" })).toBeVisible();
  // The suggestion itself, not the bank line around it (which contains its text too).
  const suggestion = panel
    .getByRole("list", { name: "Suggested invoices" })
    .getByRole("listitem")
    .filter({ hasText: "Invoice 2024-0101" });
  await expect(suggestion).toContainText("name matches");
  await suggestion.getByRole("button", { name: "Accept" }).click();
  await expect(panel.getByRole("status")).toHaveText("Matched. The invoice's status is updated.");
  await expect(panel.getByRole("tab", { name: "Matched (1)" })).toBeVisible();

  await page.goto("/dashboard/generator");
  await expect(
    page.getByRole("row").filter({ hasText: "2024-0101" }).getByText("Paid", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: "2024-0102" }).getByText("Paid", { exact: true }),
  ).toHaveCount(0);
  expect(await receivables(page)).toBe("€242.00");

  // Undo puts it back.
  await page.goto("/dashboard/bank-statements");
  await panel.getByRole("tab", { name: "Matched (1)" }).click();
  await panel.getByRole("button", { name: "Undo" }).click();
  await expect(panel.getByRole("status")).toHaveText("Undone.");
  expect(await receivables(page)).toBe("€847.00");
});
