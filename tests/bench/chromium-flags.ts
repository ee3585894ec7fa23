/** The machine's Chromium flags (BRIEF-COMMON / playwright.config.ts): Debian's Chromium, no network chatter. */
export const MACHINE_CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
