import { useNavigate, useRouter } from "@tanstack/react-router";
import { useCallback, useContext } from "react";
import { signOut } from "./auth-actions";
import { AuthStoreContext } from "./use-auth";

/**
 * Sign-out for buttons (SPEC §4 Logout): go to / first, then clear local data and end the session.
 * Leaving a signed-in page before the session ends matters: ending it on that page makes the route
 * guard re-run, remember the page as `redirectTo` and hand it to whoever signs in next.
 */
export function useSignOut(): () => Promise<void> {
  const store = useContext(AuthStoreContext);
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(async () => {
    await navigate({ to: "/" });
    // A page with unsaved changes may hold the navigation; staying there keeps the user signed in.
    if (router.state.location.pathname !== "/") return;
    if (store) await signOut(store);
  }, [store, navigate, router]);
}
