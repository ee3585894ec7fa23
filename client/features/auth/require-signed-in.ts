import { type ParsedLocation, redirect } from "@tanstack/react-router";
import type { AuthStore } from "./auth-store";
import { rememberRedirect } from "./redirect-memory";

/** Route guard: waits for the session check, then sends signed-out visitors to /login. */
export async function requireSignedIn(auth: AuthStore, location: ParsedLocation): Promise<void> {
  const settled = await auth.settled();
  if (settled.status === "signed-in") return;
  rememberRedirect(location.href);
  throw redirect({ to: "/login", replace: true });
}

/** Route guard for /login and /reset-password: signed-in users do not belong there. */
export async function requireSignedOut(auth: AuthStore): Promise<void> {
  const settled = await auth.settled();
  if (settled.status === "signed-in") throw redirect({ to: "/invoice_processor/pdf", replace: true });
}
