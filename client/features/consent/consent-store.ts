/**
 * The visitor's answer to the cookie banner, remembered in local storage (strictly necessary, so no
 * consent is needed to keep it). `version` lets a later change of what we ask invalidate old answers.
 */
export const CONSENT_STORAGE_KEY = "cookie-consent";
const CONSENT_VERSION = 1;

export type ConsentChoice = "granted" | "denied";

interface StoredConsent {
  version: number;
  analytics: ConsentChoice;
  /** YYYY-MM-DD, for the record of when consent was given. */
  decidedOn: string;
}

export function readConsent(storage: Storage = localStorage): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredConsent>;
    if (stored.version !== CONSENT_VERSION) return null;
    return stored.analytics === "granted" || stored.analytics === "denied" ? stored.analytics : null;
  } catch {
    return null;
  }
}

export function saveConsent(
  choice: ConsentChoice,
  now: Date = new Date(),
  storage: Storage = localStorage,
): void {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    analytics: choice,
    decidedOn: now.toISOString().slice(0, 10),
  };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
}
