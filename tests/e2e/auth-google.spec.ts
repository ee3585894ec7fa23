import { expect, test } from "./fixtures";

test("'Sign in with Google' sends the browser to Google's authorization URL with the expected parameters", async ({
  page,
}) => {
  let authorizationUrl: URL | null = null;
  // The redirect's target, as the browser requests it (Chromium's headless shell does not hand
  // requests that follow a redirect to page.route, so the request event records it).
  page.on("request", (request) => {
    if (request.url().startsWith("https://accounts.google.com/")) authorizationUrl = new URL(request.url());
  });
  // No real network: where the browser lets a route answer, the request to Google is answered here.
  await page.route("https://accounts.google.com/**", async (route) => {
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Google</title>",
    });
  });
  await page.goto("/login?fromMagnet=true");
  await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("fromMagnetPage"))).toBe("true");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect.poll(() => authorizationUrl?.toString() ?? "").toContain("accounts.google.com");
  const url = authorizationUrl as unknown as URL;
  expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  expect(url.searchParams.get("response_type")).toBe("code");
  expect(url.searchParams.get("scope")).toBe("openid email profile");
  expect(url.searchParams.get("access_type")).toBe("offline");
  expect(url.searchParams.get("prompt")).toBe("consent");
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(url.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(url.searchParams.get("client_id")).toBeTruthy();
  expect(url.searchParams.get("redirect_uri")).toMatch(/\/api\/auth\/google\/callback$/);
  const cookies = await page.context().cookies();
  const state = cookies.find((cookie) => cookie.name === "__Host-google-state");
  expect(state?.value).toBe(url.searchParams.get("state"));
  expect(state?.httpOnly).toBe(true);
  expect(cookies.find((cookie) => cookie.name === "__Host-google-return")?.value).toBe("magnet");
});
