import { expect, test } from "@playwright/test";
import { PREVIEW_URL } from "./seo-helpers";

// Pages that carry reset or verification tokens in their URL, the SPA fallback, prerendered pages
// and the Worker's own redirects: none may send a path (with its token) to another site.
const PATHS = [
  "/reset-password?token=4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99",
  "/reset-password?token=true",
  "/login?verified=true",
  "/login?error=invalid_link",
  "/",
  "/tools",
  "/no-such-page-at-all",
  "/api/auth/reset?token=4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99",
  "/api/auth/verify?token=4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99",
];
const STRICT = ["strict-origin", "no-referrer"];

for (const [server, origin] of [
  ["the built app", ""],
  ["the build with analytics (prerendered pages, _headers)", PREVIEW_URL],
] as const) {
  test(`Referrer-Policy is strict-origin or stricter on every HTML page and redirect of ${server}`, async ({
    request,
  }) => {
    for (const path of PATHS) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(STRICT, `${path}: ${response.headers()["referrer-policy"]}`).toContain(
        response.headers()["referrer-policy"],
      );
    }
  });
}

test("the reset page with a token sends no path in the Referer of its own requests", async ({ page }) => {
  const referers: string[] = [];
  page.on("request", (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  await page.goto(`${PREVIEW_URL}/reset-password?token=4f3c2a1b0e9d8c7b6a5f4e3d2c1b0a99`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(referers.length).toBeGreaterThan(0);
  for (const referer of referers) expect(referer).not.toContain("token");
});
