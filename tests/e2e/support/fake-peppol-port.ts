import { executeLocalD1 } from "./local-d1";

/**
 * Where the e2e fake Peppol access point listens: E2E_PEPPOL_PORT, chosen by playwright.config.ts
 * (below the ephemeral range, docs/decisions/104) and handed to the workers and the e2e server.
 */
export function readFakePeppolPort(): number {
  const port = Number(process.env.E2E_PEPPOL_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("E2E_PEPPOL_PORT is not set (playwright.config.ts sets it)");
  return port;
}

/** The key the e2e server and the fake access point share (never a real key). */
export const E2E_PEPPOL_KEY = "e2e-fake-peppol-key";

/** Puts a user on the Pro plan for a year in the e2e server's local D1 (checkout has its own spec). */
export function grantProPlan(userId: string): void {
  if (!/^[a-z2-7]{26}$/.test(userId)) throw new Error(`not a user id: ${userId}`);
  const now = Date.now();
  const sql = `insert into billing_accounts (user_id, mollie_customer_id, plan_id, interval, period_start, period_end, created_at, updated_at) values ('${userId}', 'cst_e2e', 'pro', 'year', ${now}, ${now + 365 * 86_400_000}, ${now}, ${now});`;
  executeLocalD1({ command: sql });
}
