import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE } from "./auth-helpers";

function post(path: string, headers: Record<string, string>, body = "{}"): Promise<Response> {
  return exports.default.fetch(
    new Request(`${BASE}${path}`, { method: "POST", headers, body, redirect: "manual" }),
  );
}

const ENDPOINTS = [
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/logout",
  "/api/auth/refresh",
  "/api/auth/resend",
  "/api/auth/reset-request",
  "/api/auth/password",
];

describe("CSRF protection on state-changing auth calls", () => {
  for (const path of ENDPOINTS) {
    it(`${path}: refuses cross-site and origin-less requests with 403`, async () => {
      const cases: Record<string, string>[] = [
        { "Content-Type": "application/json", Origin: "https://evil.example" },
        { "Content-Type": "application/json", Origin: "https://factuurkit.test.evil.example" },
        { "Content-Type": "application/json", Origin: "http://factuurkit.test" },
        { "Content-Type": "application/json", Origin: "null" },
        { "Content-Type": "application/json" },
        {
          "Content-Type": "application/json",
          "Sec-Fetch-Site": "cross-site",
          Origin: "https://evil.example",
        },
        { "Content-Type": "application/json", "Sec-Fetch-Site": "same-site", Origin: BASE },
        { "Content-Type": "application/json", Referer: `${BASE}/login` },
      ];
      for (const headers of cases) {
        const response = await post(path, headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: "cross_site_request", message: "Cross-site requests are not allowed." },
        });
      }
    });

    it(`${path}: refuses text/plain, form-encoded and missing content types with 415`, async () => {
      for (const type of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "",
        "text/plain; charset=utf-8",
      ]) {
        const headers: Record<string, string> = { Origin: BASE };
        if (type) headers["Content-Type"] = type;
        const response = await post(path, headers, '{"email":"a@example.com","password":"x"}');
        expect(response.status, type).toBe(415);
      }
    });
  }

  it("lets same-origin requests through by Origin or by Sec-Fetch-Site", async () => {
    const byOrigin = await post("/api/auth/logout", { Origin: BASE, "Content-Type": "application/json" });
    const byFetchSite = await post("/api/auth/logout", {
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json; charset=utf-8",
    });
    // Past the CSRF check: signed out, so 401.
    expect(byOrigin.status).toBe(401);
    expect(byFetchSite.status).toBe(401);
  });

  it("does not apply to GET", async () => {
    const response = await exports.default.fetch(new Request(`${BASE}/api/auth/session`));
    expect(response.status).toBe(200);
  });
});
