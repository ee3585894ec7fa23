import { expect, test } from "@playwright/test";
import { PREVIEW_URL } from "./seo-helpers";

const MB = 1024 * 1024;

// On the built app under `wrangler dev` (both e2e builds): a 3–10 MB body gets the JSON 413,
// never a 500 or a crashed dev runner (issue 14 item 7). tests/worker/body-limit.test.ts covers
// every endpoint in the workers pool; scripts/dev-server-smoke.mjs covers `npm run dev` and `wrangler dev`.
for (const [server, origin] of [
  ["the built app", ""],
  ["the build with analytics", PREVIEW_URL],
] as const) {
  test(`oversized request bodies answer 413 JSON on ${server}, and the server keeps serving`, async ({
    playwright,
    request,
    baseURL,
  }) => {
    const base = origin || baseURL || "";
    for (const [path, size] of [
      ["/api/auth/login", 3 * MB],
      ["/api/feedback", 10 * MB],
      ["/api/company", 5 * MB],
    ] as const) {
      // A fresh connection per upload: a server that refuses a body closes the connection it came on.
      const client = await playwright.request.newContext();
      const response = await client.post(`${base}${path}`, {
        data: `{"x":"${"a".repeat(size)}"}`,
        headers: {
          "Content-Type": "application/json",
          Origin: new URL(base).origin,
          "Sec-Fetch-Site": "same-origin",
        },
      });
      expect(response.status(), path).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "payload_too_large", message: "The request body is too large." },
      });
      await client.dispose();
    }
    expect((await request.get(`${base}/api/health`)).status()).toBe(200);
  });
}
