import { useNavigate } from "@tanstack/react-router";
import { useCallback, useContext } from "react";
import { signOut } from "./auth-actions";
import { AuthStoreContext } from "./use-auth";

/** Sign-out for buttons: local data first, then the server, then / (SPEC §4 Logout). */
export function useSignOut(): () => Promise<void> {
  const store = useContext(AuthStoreContext);
  const navigate = useNavigate();
  return useCallback(async () => {
    if (store) await signOut(store);
    await navigate({ to: "/" });
  }, [store, navigate]);
}
