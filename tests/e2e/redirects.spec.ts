import { expect, test } from "./fixtures";

const cases: [string, RegExp][] = [
  ["/pdf-invoice-magnet", /\/invoice-ocr$/],
  ["/pdf-invoice-magnet/thank-you?utm_source=mail", /\/invoice-ocr\?utm_source=mail$/],
  ["/invoice_processor/invoice-generator?draft=1", /\/invoice-generator\?draft=1$/],
  // /dashboard is guarded, so a signed-out visitor ends on /login.
  ["/cabinet", /\/login$/],
  ["/entrepreneur", /\/login$/],
];

for (const [from, to] of cases) {
  test(`opening ${from} lands on ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  });
}

test("the Worker answers legacy URLs with a permanent redirect that keeps the query", async ({ request }) => {
  const response = await request.get("/pdf-invoice-magnet/x?a=1&b=2", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe("/invoice-ocr?a=1&b=2");
});

test("in-app navigation to a legacy URL is replaced, not pushed", async ({ page }) => {
  await page.goto("/tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Tools");
  const lengthBefore = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    history.pushState({}, "", "/invoice_processor/invoice-generator?x=1");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveURL(/\/invoice-generator\?x=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice Generator");
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/tools$/);
});
