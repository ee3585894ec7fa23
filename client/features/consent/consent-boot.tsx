import { type ReactElement, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import type { AnalyticsConfig } from "../../../core/http/analytics-config";
import { loadCloudflareBeacon, loadGoogleAnalytics, stopGoogleAnalytics } from "./analytics-loader";
import { OPEN_CONSENT_EVENT } from "./analytics-settings";
import { ConsentBanner } from "./consent-banner";
import { type ConsentChoice, readConsent, saveConsent } from "./consent-store";

type BannerState = "closed" | "first-visit" | "reopened";

function ConsentController({ measurementId }: { measurementId: string }): ReactElement | null {
  const [choice, setChoice] = useState<ConsentChoice | null>(() => readConsent());
  const [banner, setBanner] = useState<BannerState>(() =>
    readConsent() === null ? "first-visit" : "closed",
  );

  useEffect(() => {
    if (choice === "granted") loadGoogleAnalytics(measurementId);
  }, [choice, measurementId]);

  useEffect(() => {
    const reopen = (): void => setBanner("reopened");
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  if (banner === "closed") return null;
  return (
    <ConsentBanner
      current={banner === "reopened" ? choice : null}
      focusOnOpen={banner === "reopened"}
      onChoose={(next) => {
        saveConsent(next);
        if (next === "denied") stopGoogleAnalytics(measurementId);
        setChoice(next);
        setBanner("closed");
      }}
    />
  );
}

/**
 * Started by main.tsx after the app rendered, in its own chunk and its own React root (so it is
 * never part of a prerendered page or its hydration).
 */
export function startConsent(config: AnalyticsConfig): void {
  if (config.beaconToken) loadCloudflareBeacon(config.beaconToken);
  if (!config.gaMeasurementId) return;
  const container = document.createElement("div");
  container.id = "cookie-consent";
  document.body.append(container);
  createRoot(container).render(<ConsentController measurementId={config.gaMeasurementId} />);
}
