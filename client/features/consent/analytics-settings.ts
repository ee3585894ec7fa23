import { type AnalyticsConfig, readAnalyticsConfig } from "../../../core/http/analytics-config";

/** The build's analytics configuration (none unless VITE_GA_MEASUREMENT_ID / VITE_CF_BEACON_TOKEN are set). */
export const ANALYTICS: AnalyticsConfig = readAnalyticsConfig({
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID,
  VITE_CF_BEACON_TOKEN: import.meta.env.VITE_CF_BEACON_TOKEN,
});

/** Whether anything sets cookies that need consent: only Google Analytics does. */
export const NEEDS_CONSENT: boolean = ANALYTICS.gaMeasurementId !== null;

/** The footer's 'Cookie settings' link asks the (lazily loaded) banner to open with this event. */
export const OPEN_CONSENT_EVENT = "factuurkit:open-cookie-settings";

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_CONSENT_EVENT));
}
