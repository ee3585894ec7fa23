/**
 * Loads the configured analytics scripts. Google Analytics only ever after consent (consent-boot.ts);
 * the Cloudflare beacon sets no cookies and stores nothing on the device, so it needs none.
 * The gtag bootstrap that Google documents as an inline script lives here instead: the CSP forbids
 * inline scripts.
 */

/** SPEC §9: analytics cookies live 3 years. */
export const ANALYTICS_COOKIE_LIFETIME_SECONDS = 94_608_000;

const EPOCH = "Thu, 01 Jan 1970 00:00:00 GMT";

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [optOut: `ga-disable-${string}`]: boolean | undefined;
}

function appendScript(document: Document, src: string, attributes: Record<string, string> = {}): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

export function loadGoogleAnalytics(measurementId: string, target: Window = window): void {
  const analyticsWindow = target as unknown as AnalyticsWindow;
  analyticsWindow[`ga-disable-${measurementId}`] = false;
  if (!analyticsWindow.gtag) {
    analyticsWindow.dataLayer = analyticsWindow.dataLayer ?? [];
    const layer = analyticsWindow.dataLayer;
    // gtag.js reads the `arguments` objects it finds in dataLayer, exactly as Google's snippet pushes them.
    analyticsWindow.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself.
      layer.push(arguments);
    };
    analyticsWindow.gtag("js", new Date());
    analyticsWindow.gtag("config", measurementId, {
      cookie_expires: ANALYTICS_COOKIE_LIFETIME_SECONDS,
      cookie_flags: "SameSite=Lax;Secure",
    });
  }
  appendScript(target.document, `https://www.googletagmanager.com/gtag/js?id=${measurementId}`);
}

/**
 * Withdrawn consent: Google's opt-out flag stops further hits at once, and the _ga cookies go (on
 * this host and its parent domains, where gtag may have put them).
 */
export function stopGoogleAnalytics(measurementId: string, target: Window = window): void {
  (target as unknown as AnalyticsWindow)[`ga-disable-${measurementId}`] = true;
  const document = target.document;
  const names = document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name === "_ga" || name.startsWith("_ga_") || name === "_gid");
  const labels = target.location.hostname.split(".");
  const domains = labels
    .map((_, index) => labels.slice(index).join("."))
    .filter((domain) => domain.includes("."));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; Expires=${EPOCH}; Path=/`;
    for (const domain of domains)
      document.cookie = `${name}=; Max-Age=0; Expires=${EPOCH}; Path=/; Domain=.${domain}`;
  }
}

export function loadCloudflareBeacon(token: string, target: Window = window): void {
  appendScript(target.document, "https://static.cloudflareinsights.com/beacon.min.js", {
    "data-cf-beacon": JSON.stringify({ token }),
    defer: "",
  });
}
