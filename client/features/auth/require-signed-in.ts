import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { AuthStore } from "./auth-store";
import { DEFAULT_LANDING, rememberRedirect, takeLandingPath } from "./redirect-memory";

/** Route guard: waits for the session check, then sends signed-out visitors to /login. */
export async function requireSignedIn(auth: AuthStore, location: ParsedLocation): Promise<void> {
  const settled = await auth.settled();
  if (settled.status === "signed-in") return;
  rememberRedirect(location.href);
  throw redirect({ to: "/login", replace: true });
}

interface SignedOutOptions {
  /** Preloading (hover) must not use up the remembered redirect. */
  preload?: boolean;
  /** /reset-password opened from a reset link stays reachable (the link is the credential). */
  allow?: boolean;
}

/**
 * Route guard for /login and /reset-password: signed-in users do not belong there and land by the one
 * rule of docs/decisions/012 (saved redirectTo unless /login, else /invoice_processor/pdf).
 */
export async function requireSignedOut(auth: AuthStore, options: SignedOutOptions = {}): Promise<void> {
  if (options.allow) return;
  const settled = await auth.settled();
  if (settled.status !== "signed-in") return;
  throw redirect({ href: options.preload ? DEFAULT_LANDING : takeLandingPath(), replace: true });
}
