import { describe, expect, it } from "vitest";
import { NO_ANALYTICS, readAnalyticsConfig } from "../../../core/http/analytics-config";
import {
  buildContentSecurityPolicy,
  buildSecurityHeaders,
  SECURITY_HEADERS,
} from "../../../core/http/security-headers";

describe("readAnalyticsConfig", () => {
  it("is off when nothing is configured", () => {
    expect(readAnalyticsConfig({})).toEqual(NO_ANALYTICS);
    expect(readAnalyticsConfig(undefined)).toEqual(NO_ANALYTICS);
    expect(readAnalyticsConfig({ VITE_GA_MEASUREMENT_ID: "", VITE_CF_BEACON_TOKEN: "" })).toEqual(
      NO_ANALYTICS,
    );
  });

  it("reads a GA4 measurement id and a beacon token", () => {
    expect(
      readAnalyticsConfig({
        VITE_GA_MEASUREMENT_ID: "G-ABC123XYZ9",
        VITE_CF_BEACON_TOKEN: "0123456789abcdef0123456789abcdef",
      }),
    ).toEqual({ gaMeasurementId: "G-ABC123XYZ9", beaconToken: "0123456789abcdef0123456789abcdef" });
  });

  it.each([["UA-12345-1"], ["G-abc"], ['G-ABC123"; script-src *'], ["G-ABC123 https://evil.example"], [42]])(
    "refuses the measurement id %s (it ends up in a script URL and the CSP)",
    (value) => {
      expect(() => readAnalyticsConfig({ VITE_GA_MEASUREMENT_ID: value })).toThrow(/VITE_GA_MEASUREMENT_ID/);
    },
  );

  it("refuses a beacon token that is not 32 hex characters", () => {
    expect(() => readAnalyticsConfig({ VITE_CF_BEACON_TOKEN: "token; default-src *" })).toThrow();
  });
});

describe("CSP with analytics", () => {
  it("keeps the default CSP free of third-party hosts", () => {
    expect(SECURITY_HEADERS["Content-Security-Policy"]).toBe(buildContentSecurityPolicy());
    expect(SECURITY_HEADERS["Content-Security-Policy"]).not.toMatch(
      /googletagmanager|google-analytics|cloudflareinsights/,
    );
    expect(buildSecurityHeaders(NO_ANALYTICS)).toEqual(SECURITY_HEADERS);
  });

  it("admits Google's hosts only when GA is configured", () => {
    const csp = buildContentSecurityPolicy([], { gaMeasurementId: "G-ABC123XYZ9", beaconToken: null });
    const directive = (name: string): string =>
      csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com",
    );
    expect(directive("connect-src")).toContain("https://*.google-analytics.com");
    expect(directive("img-src")).toContain("https://*.google-analytics.com");
    expect(csp).not.toContain("cloudflareinsights");
    expect(csp).not.toContain("'unsafe-inline' https"); // still no inline scripts
  });

  it("admits Cloudflare's beacon only when a token is configured", () => {
    const csp = buildContentSecurityPolicy([], {
      gaMeasurementId: null,
      beaconToken: "0123456789abcdef0123456789abcdef",
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://static.cloudflareinsights.com");
    expect(csp).toContain("connect-src 'self' https://cloudflareinsights.com");
    expect(csp).not.toMatch(/googletagmanager|google-analytics/);
  });
});
