import { createContext, useContext, useSyncExternalStore } from "react";
import type { AuthSnapshot, AuthStore, SettledAuth } from "./auth-store";

export const AuthStoreContext = createContext<AuthStore | null>(null);

/**
 * What prerendered pages show (scripts/prerender.ts) and what hydration must render to match them:
 * the signed-out header. The real session state follows right after hydration.
 */
const PRERENDER_SNAPSHOT: AuthSnapshot = { status: "signed-out" };

export function useAuth(): AuthSnapshot {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuth must be used inside AuthStoreContext");
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => PRERENDER_SNAPSHOT);
}

/**
 * The settled session for click handlers: a page can be interactive while the first session check is
 * still running, and acting on "loading" as if signed out sends a signed-in user to /login.
 */
export function useSettledAuth(): () => Promise<SettledAuth> {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useSettledAuth must be used inside AuthStoreContext");
  return () => store.settled();
}
