import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../core/http/security-headers";

const BASE = "https://factuurkit.test";

function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}${path}`, { redirect: "manual", ...init }));
}

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers.get(name), name).toBe(value);
  }
}

describe("GET /api/health", () => {
  it("reports that D1, KV and R2 answer", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", checks: { d1: "ok", kv: "ok", r2: "ok" } });
    expectSecurityHeaders(response);
  });
});

describe("legacy redirects", () => {
  const cases: [string, string][] = [
    ["/pdf-invoice-magnet", "/invoice-ocr"],
    ["/pdf-invoice-magnet/", "/invoice-ocr"],
    ["/pdf-invoice-magnet/step-2", "/invoice-ocr"],
    ["/pdf-invoice-magnet/a/b/c", "/invoice-ocr"],
    ["/invoice_processor/invoice-generator", "/invoice-generator"],
    ["/cabinet", "/dashboard"],
    ["/entrepreneur", "/dashboard"],
  ];
  for (const [from, to] of cases) {
    it(`${from} → ${to} permanently`, async () => {
      const response = await get(from);
      expect(response.status).toBe(308);
      expect(response.headers.get("Location")).toBe(to);
      expectSecurityHeaders(response);
    });
  }

  it("keeps the query string", async () => {
    const response = await get("/pdf-invoice-magnet/landing?utm_source=mail&ref=a%26b");
    expect(response.status).toBe(308);
    expect(response.headers.get("Location")).toBe("/invoice-ocr?utm_source=mail&ref=a%26b");
  });

  it("does not redirect look-alike paths", async () => {
    for (const path of ["/pdf-invoice-magnets", "/cabinet-x", "/invoice_processor/invoice-generator-old"]) {
      const response = await get(path);
      expect(response.status, path).not.toBe(308);
    }
  });

  it("does not redirect state-changing methods", async () => {
    const response = await get("/cabinet", { method: "POST" });
    expect(response.status).not.toBe(308);
  });
});

describe("unknown API paths", () => {
  it("answer JSON 404, never the SPA's HTML", async () => {
    for (const path of [
      "/api/nope",
      "/api/",
      "/api/health/extra/deep",
      "/api/..%2f..%2fetc/passwd",
      "/api/x?y=<script>",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type"), path).toContain("application/json");
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("not_found");
      expect(body.error.message.length).toBeGreaterThan(0);
      expectSecurityHeaders(response);
    }
  });

  it("answer JSON 404 for other methods too", async () => {
    const response = await get("/api/unknown", {
      method: "DELETE",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toContain("application/json");
  });
});

describe("state-changing requests to any API path", () => {
  it("are refused without same-origin proof, before routing", async () => {
    const crossSite = await get("/api/unknown", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    const plainText = await get("/api/unknown", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(plainText.status).toBe(415);
  });
});

describe("GET /api/auth/session", () => {
  it("says nobody is signed in without a session, and is not cached", async () => {
    const response = await get("/api/auth/session");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ session: null });
  });
});

describe("responses passed through to the static assets", () => {
  it("carry the security headers too", async () => {
    for (const path of ["/", "/tools", "/invoice_processor/mt940-guide", "/%2e%2e/etc/passwd"]) {
      const response = await get(path);
      expect(response.status, path).toBeLessThan(500);
      expectSecurityHeaders(response);
    }
  });
});
