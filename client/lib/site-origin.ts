/**
 * The public origin canonical URLs point to, fixed at build time (VITE_SITE_ORIGIN; the Worker's
 * APP_ORIGIN must name the same origin in production). docs/decisions/070.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN || "https://factuurkit.nl").replace(
  /\/+$/,
  "",
);
