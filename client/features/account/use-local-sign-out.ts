import { useNavigate } from "@tanstack/react-router";
import { useCallback, useContext } from "react";
import { clearLocalAuthData } from "../auth/redirect-memory";
import { AuthStoreContext } from "../auth/use-auth";

/**
 * After the server has already ended every session (sign out everywhere, account deletion): clear
 * local data and go to / (SPEC §4), without asking the server to sign out a session that is gone.
 */
export function useLocalSignOut(): () => Promise<void> {
  const store = useContext(AuthStoreContext);
  const navigate = useNavigate();
  return useCallback(async () => {
    clearLocalAuthData();
    store?.set({ status: "signed-out" });
    // The session is gone: nothing left to save, so the unsaved-changes guard must not hold this.
    await navigate({ to: "/", ignoreBlocker: true });
  }, [store, navigate]);
}
