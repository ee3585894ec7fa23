import { createContext, useContext, useSyncExternalStore } from "react";
import type { AuthSnapshot, AuthStore } from "./auth-store";

export const AuthStoreContext = createContext<AuthStore | null>(null);

export function useAuth(): AuthSnapshot {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error("useAuth must be used inside AuthStoreContext");
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
