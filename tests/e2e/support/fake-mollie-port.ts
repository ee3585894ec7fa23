/**
 * Where the e2e fake Mollie listens: E2E_MOLLIE_PORT, chosen by playwright.config.ts (below the
 * ephemeral range, docs/decisions/104) and handed to the workers and the e2e servers.
 */
export function readFakeMolliePort(): number {
  const port = Number(process.env.E2E_MOLLIE_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("E2E_MOLLIE_PORT is not set (playwright.config.ts sets it)");
  return port;
}

/** The test key the e2e servers and the fake Mollie share (never a real key). */
export const E2E_MOLLIE_KEY = "test_e2efakemollie0123456789";
