import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { BASE, call, createSignedInUser } from "./support/accounts";
import { FULL_DETAILS, putDetails } from "./support/company";

vi.setConfig({ testTimeout: 60_000 });

const WRITES: [method: string, path: string][] = [
  ["PUT", "/api/company"],
  ["POST", "/api/company/logo"],
  ["DELETE", "/api/company/logo"],
  ["POST", "/api/feedback"],
  ["POST", "/api/account/password"],
  ["POST", "/api/account/sign-out-everywhere"],
  ["POST", "/api/account/delete"],
];

function send(method: string, path: string, headers: Record<string, string>, body = "{}"): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, { method, headers, body }));
}

describe("CSRF on company, feedback and account writes", () => {
  it("refuses cross-site or origin-less writes (403) and simple content types (415), with a live session", async () => {
    const user = await createSignedInUser("csrf");
    expect((await putDetails(user.cookie, FULL_DETAILS)).status).toBe(200);
    for (const [method, path] of WRITES) {
      const crossSite: Record<string, string>[] = [
        { "Content-Type": "application/json", Origin: "https://evil.example" },
        { "Content-Type": "application/json" },
        {
          "Content-Type": "application/json",
          "Sec-Fetch-Site": "cross-site",
          Origin: "https://evil.example",
        },
        { "Content-Type": "application/json", "Sec-Fetch-Site": "same-site", Origin: BASE },
      ];
      for (const headers of crossSite) {
        const response = await send(method, path, { ...headers, Cookie: user.cookie });
        expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
      }
      for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
        const headers: Record<string, string> = { Origin: BASE, Cookie: user.cookie };
        if (type) headers["Content-Type"] = type;
        const response = await send(method, path, headers, `{"email":"${user.email}"}`);
        expect(response.status, `${method} ${path} ${type}`).toBe(415);
      }
    }
    // Nothing happened: the session lives and the details are unchanged.
    const details = await call("/api/company", { cookie: user.cookie });
    expect(details.status).toBe(200);
    expect(((await details.json()) as { details: { companyName: string } }).details.companyName).toBe(
      FULL_DETAILS.companyName,
    );
  });
});
