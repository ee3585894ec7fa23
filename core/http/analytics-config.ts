/**
 * Analytics are off unless configured at build time (docs/decisions/071):
 * - VITE_GA_MEASUREMENT_ID (G-XXXXXXXXXX): Google Analytics 4, loaded only after cookie consent;
 * - VITE_CF_BEACON_TOKEN (32 hex characters): Cloudflare Web Analytics, cookieless, no consent needed.
 * The values end up in script URLs and the CSP, so anything but the documented shapes is refused.
 */
export interface AnalyticsConfig {
  readonly gaMeasurementId: string | null;
  readonly beaconToken: string | null;
}

export const NO_ANALYTICS: AnalyticsConfig = { gaMeasurementId: null, beaconToken: null };

const GA_ID = /^G-[A-Z0-9]{4,16}$/;
const BEACON_TOKEN = /^[a-f0-9]{32}$/;

export interface AnalyticsEnv {
  readonly VITE_GA_MEASUREMENT_ID?: unknown;
  readonly VITE_CF_BEACON_TOKEN?: unknown;
}

function readSetting(raw: unknown, name: string, shape: RegExp): string | null {
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw !== "string" || !shape.test(raw)) {
    throw new Error(`${name} must match ${shape.source}`);
  }
  return raw;
}

/** Reads the settings from Vite's env (import.meta.env or loadEnv); throws on a malformed value. */
export function readAnalyticsConfig(env: AnalyticsEnv | undefined): AnalyticsConfig {
  if (!env) return NO_ANALYTICS;
  return {
    gaMeasurementId: readSetting(env.VITE_GA_MEASUREMENT_ID, "VITE_GA_MEASUREMENT_ID", GA_ID),
    beaconToken: readSetting(env.VITE_CF_BEACON_TOKEN, "VITE_CF_BEACON_TOKEN", BEACON_TOKEN),
  };
}

export interface CspAllowance {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
}

/** The hosts the configured analytics need (Google's documented GA4 CSP; Cloudflare's beacon). */
export function analyticsCspAllowance(config: AnalyticsConfig): CspAllowance {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (config.gaMeasurementId) {
    script.push("https://www.googletagmanager.com");
    connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    );
    img.push("https://*.google-analytics.com", "https://www.googletagmanager.com");
  }
  if (config.beaconToken) {
    script.push("https://static.cloudflareinsights.com");
    connect.push("https://cloudflareinsights.com");
  }
  return { script, connect, img };
}
