import type { AuthStore, SettledAuth } from "./auth-store";
import { clearLocalAuthData, storeUserProfile } from "./redirect-memory";
import { refreshSession, signOutAtServer } from "./session-api";

/** SPEC §9: refresh when under 300000 ms (5 minutes) from expiry. */
export const REFRESH_MARGIN_MS = 300_000;

/** Signed-in event: keep the profile under `user`, then publish the new state. */
export function applySignedIn(store: AuthStore, next: Extract<SettledAuth, { status: "signed-in" }>): void {
  storeUserProfile(next.user);
  store.set(next);
}

/**
 * SPEC §4 logout: clear local data first, sign out at the server only if a session exists (a 401 or
 * 403 there means it is already gone), then the caller goes to /.
 */
export async function signOut(store: AuthStore): Promise<void> {
  const hadSession = store.getSnapshot().status === "signed-in";
  clearLocalAuthData();
  store.set({ status: "signed-out" });
  if (hadSession) await signOutAtServer();
}

/** Milliseconds until the session should be refreshed (0 when it is already due). */
export function msUntilRefresh(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - REFRESH_MARGIN_MS - now);
}

/**
 * Keeps the session fresh: whenever the store is signed in, a timer refreshes it 5 minutes before
 * expiry. Returns a function that stops it.
 */
export function startAutoRefresh(store: AuthStore, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (): void => {
    clearTimeout(timer);
    const snapshot = store.getSnapshot();
    if (snapshot.status !== "signed-in") return;
    // setTimeout cannot wait longer than 2^31-1 ms; re-check then.
    const wait = Math.min(msUntilRefresh(snapshot.expiresAt, now()), 2 ** 31 - 1);
    timer = setTimeout(async () => {
      const result = await refreshSession();
      if (result.ok) {
        if (result.value.status === "signed-in") applySignedIn(store, result.value);
        else store.set(result.value);
      } else if (result.status === 401) {
        clearLocalAuthData();
        store.set({ status: "signed-out" });
      }
    }, wait);
  };
  const unsubscribe = store.subscribe(schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
