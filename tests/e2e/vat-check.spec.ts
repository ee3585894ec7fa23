import type { Locator, Page } from "@playwright/test";
import { FakeVies } from "../support/fake-vies";
import { type RunningServer, serveFetchHandler } from "../support/serve-fetch-handler";
import { expect, test } from "./fixtures";
import { signInNewUser } from "./support/processor-session";

// One fake VIES on the port the e2e server was given (playwright.config.ts, E2E_VIES_PORT).
test.describe.configure({ mode: "default" });

const vies = new FakeVies()
  .register("NL793940990B03", {
    name: "BAKKERIJ DE GOUDEN KORREL B.V.",
    address: "KORENSTRAAT 1\n1000 AA AMSTERDAM",
  })
  .failCountry("DE", { error: "MS_UNAVAILABLE" });
let server: RunningServer;

/** The review's supplier VAT id field: label, confidence, input and the VIES check. */
function vatFieldBox(page: Page): Locator {
  return page
    .locator("div")
    .filter({ has: page.getByLabel("BTW-id (VAT number)", { exact: true }) })
    .filter({ has: page.getByTestId("vat-check") })
    .last();
}

test.beforeAll(async () => {
  const port = Number(process.env.E2E_VIES_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("E2E_VIES_PORT is not set (playwright.config.ts sets it)");
  server = await serveFetchHandler(port, (request) => vies.handle(request));
});

test.afterAll(async () => {
  await server?.close();
});

test("check the supplier's VAT id in the review: valid — registered as the supplier; a member state that is down never blocks", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInNewUser(page, "vat-check");
  await page
    .getByLabel("Drop invoices here or choose files")
    .setInputFiles("tests/fixtures/invoices/pdf/inv-001.pdf");
  await page.getByRole("button", { name: "Review inv-001.pdf" }).click();
  await expect(page.getByLabel("BTW-id (VAT number)", { exact: true })).toHaveValue("NL793940990B03");

  await page.getByTestId("vat-check").getByRole("button", { name: "Check at VIES" }).click();
  await expect(page.getByText("Valid — registered as BAKKERIJ DE GOUDEN KORREL B.V.")).toBeVisible();
  await expect(page.getByText("The registered name matches the supplier.")).toBeVisible();
  // The agreeing name makes the field sure, in the stored invoice too.
  await expect(vatFieldBox(page)).toContainText("✓ sure");
  await expect(vatFieldBox(page)).not.toContainText("Check this");
  await page.reload();
  await page.getByRole("button", { name: "Review inv-001.pdf" }).click();
  await expect(vatFieldBox(page)).toContainText("✓ sure");

  // A typed id of a member state VIES cannot reach now: said so, and the review goes on.
  await page.getByLabel("BTW-id (VAT number)", { exact: true }).fill("DE123456789");
  await page.getByTestId("vat-check").getByRole("button", { name: "Check at VIES" }).click();
  await expect(page.getByText(/^Could not be checked now/)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  // The member state that was down is asked every time (never cached); the valid NL verdict may come
  // from the day's KV cache when this machine's local state holds an earlier run's.
  expect(vies.calls.filter((id) => id !== "NL793940990B03")).toEqual(["DE123456789"]);
  expect(vies.calls.filter((id) => id === "NL793940990B03").length).toBeLessThanOrEqual(1);
});
