import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_COOKIE_LIFETIME_SECONDS,
  loadCloudflareBeacon,
  loadGoogleAnalytics,
  stopGoogleAnalytics,
} from "../../client/features/consent/analytics-loader";
import { openCookieSettings } from "../../client/features/consent/analytics-settings";
import { ConsentBanner } from "../../client/features/consent/consent-banner";
import { startConsent } from "../../client/features/consent/consent-boot";
import { CONSENT_STORAGE_KEY, readConsent, saveConsent } from "../../client/features/consent/consent-store";

const GA_ID = "G-TEST123456";

/** What gtag.js would have set (the code under test removes such cookies the same way). */
function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the part of gtag.js.
  document.cookie = `${value}; path=/`;
}

function gaScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>("script")].filter((script) =>
    script.src.startsWith("https://www.googletagmanager.com/"),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  const target = window as unknown as Record<string, unknown>;
  delete target.gtag;
  delete target.dataLayer;
});

afterEach(() => {
  document.getElementById("cookie-consent")?.remove();
});

describe("consent store", () => {
  it("remembers a choice with the day it was made", () => {
    expect(readConsent()).toBeNull();
    saveConsent("granted", new Date("2026-11-22T10:00:00Z"));
    expect(readConsent()).toBe("granted");
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      analytics: "granted",
      decidedOn: "2026-11-22",
    });
  });

  it("treats garbage, other versions and unknown answers as no answer", () => {
    for (const raw of [
      "{",
      '{"version":2,"analytics":"granted"}',
      '{"version":1,"analytics":"maybe"}',
      "null",
    ]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      expect(readConsent(), raw).toBeNull();
    }
  });
});

describe("analytics loaders", () => {
  it("loads gtag.js once, configured with the 3-year cookie lifetime of SPEC §9", () => {
    loadGoogleAnalytics(GA_ID);
    loadGoogleAnalytics(GA_ID);
    expect(gaScripts().map((script) => script.src)).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`,
    ]);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((entry) => [...entry]);
    expect(layer[1]).toEqual([
      "config",
      GA_ID,
      { cookie_expires: ANALYTICS_COOKIE_LIFETIME_SECONDS, cookie_flags: "SameSite=Lax;Secure" },
    ]);
    expect(ANALYTICS_COOKIE_LIFETIME_SECONDS).toBe(94608000);
  });

  it("stops GA and deletes its cookies when consent is withdrawn", () => {
    for (const cookie of ["_ga=GA1.1.123", "_ga_TEST123456=GS1.1", "theme-unrelated=1"]) setCookie(cookie);
    stopGoogleAnalytics(GA_ID);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${GA_ID}`]).toBe(true);
    expect(document.cookie).not.toContain("_ga");
    expect(document.cookie).toContain("theme-unrelated=1");
  });

  it("loads the cookieless beacon with its token", () => {
    loadCloudflareBeacon("0123456789abcdef0123456789abcdef");
    const script = document.querySelector<HTMLScriptElement>("script[data-cf-beacon]");
    expect(script?.src).toBe("https://static.cloudflareinsights.com/beacon.min.js");
    expect(JSON.parse(script?.getAttribute("data-cf-beacon") ?? "")).toEqual({
      token: "0123456789abcdef0123456789abcdef",
    });
  });
});

describe("ConsentBanner", () => {
  it("offers accept and reject with equal prominence", () => {
    const onChoose = vi.fn();
    render(<ConsentBanner onChoose={onChoose} current={null} focusOnOpen={false} />);
    const reject = screen.getByRole("button", { name: "Reject analytics" });
    const accept = screen.getByRole("button", { name: "Accept analytics" });
    expect(reject.className).toBe(accept.className);
    fireEvent.click(reject);
    fireEvent.click(accept);
    expect(onChoose.mock.calls).toEqual([["denied"], ["granted"]]);
  });
});

describe("startConsent", () => {
  it("asks first and loads GA only after acceptance, remembering the answer", async () => {
    await act(async () => startConsent({ gaMeasurementId: GA_ID, beaconToken: null }));
    expect(screen.getByRole("region", { name: "Analytics cookies" })).toBeTruthy();
    expect(gaScripts()).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Accept analytics" })));
    expect(gaScripts()).toHaveLength(1);
    expect(readConsent()).toBe("granted");
    expect(screen.queryByRole("region", { name: "Analytics cookies" })).toBeNull();
  });

  it("loads nothing after a rejection, and the footer link reopens the question", async () => {
    await act(async () => startConsent({ gaMeasurementId: GA_ID, beaconToken: null }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Reject analytics" })));
    expect(gaScripts()).toHaveLength(0);
    expect(readConsent()).toBe("denied");
    await act(async () => openCookieSettings());
    expect(screen.getByText("Your current answer: rejected.")).toBeTruthy();
  });

  it("does not ask when an answer is stored, and loads GA directly after an earlier acceptance", async () => {
    saveConsent("granted");
    await act(async () => startConsent({ gaMeasurementId: GA_ID, beaconToken: null }));
    expect(screen.queryByRole("region", { name: "Analytics cookies" })).toBeNull();
    expect(gaScripts()).toHaveLength(1);
  });

  it("shows no banner when only the cookieless beacon is configured", async () => {
    await act(async () =>
      startConsent({ gaMeasurementId: null, beaconToken: "0123456789abcdef0123456789abcdef" }),
    );
    expect(document.getElementById("cookie-consent")).toBeNull();
    expect(document.querySelector("script[data-cf-beacon]")).not.toBeNull();
  });
});
