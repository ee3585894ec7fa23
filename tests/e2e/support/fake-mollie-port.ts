/**
 * Where the e2e fake Mollie listens: E2E_PORT + 2000, so parallel runs on different ports never
 * collide. playwright.config.ts gives the e2e servers the matching MOLLIE_API_BASE.
 */
export function fakeMolliePort(e2ePort: number): number {
  return e2ePort + 2000;
}

/** The test key the e2e servers and the fake Mollie share (never a real key). */
export const E2E_MOLLIE_KEY = "test_e2efakemollie0123456789";
