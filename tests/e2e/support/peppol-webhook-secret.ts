/**
 * The inbound Peppol webhook's secret in the e2e run (a fixed test value, never a real one):
 * playwright.config.ts hands it to the e2e server, and specs acting as the access point sign with it.
 */
export const E2E_PEPPOL_WEBHOOK_SECRET = "e2e-peppol-webhook-secret-0123456789";
