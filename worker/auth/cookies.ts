import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

/**
 * Cookie names. `__Host-` makes the browser insist on Secure, Path=/ and no Domain, so a sibling
 * subdomain cannot plant or overwrite them.
 */
export const COOKIE_NAMES = {
  session: "__Host-session",
  /** Holds the raw reset token between the e-mailed link and the password update (15 min). */
  recovery: "__Host-recovery",
  googleState: "__Host-google-state",
  googleVerifier: "__Host-google-verifier",
  googleReturn: "__Host-google-return",
  /** Marks a browser that has signed in before; sign-in limits set by strangers do not apply to it. */
  device: "__Host-device",
} as const;

type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Sets an HttpOnly; Secure; SameSite=Lax; Path=/ cookie with an explicit Max-Age (≤ 400 days). */
export function setSecureCookie(c: Context, name: CookieName, value: string, maxAgeSeconds: number): void {
  setCookie(c, name, value, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.max(0, Math.min(Math.floor(maxAgeSeconds), 400 * 24 * 60 * 60)),
  });
}

export function readCookie(c: Context, name: CookieName): string | undefined {
  return getCookie(c, name);
}

export function clearCookie(c: Context, name: CookieName): void {
  deleteCookie(c, name, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}
