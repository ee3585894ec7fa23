/** The machine's Chromium flags (Debian's Chromium, no network chatter): Playwright, the Lighthouse bench and the invoice renderer share them. */
export const MACHINE_CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
