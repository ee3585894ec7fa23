import { Component, type ErrorInfo, type ReactElement, type ReactNode, useEffect } from "react";
import { m } from "../../../core/i18n/messages";
import { signOut, startAutoRefresh } from "./auth-actions";
import type { AuthStore } from "./auth-store";
import { clearLocalAuthData, storeUserProfile } from "./redirect-memory";
import { AuthStoreContext } from "./use-auth";

/** SPEC §9 redirect delay, reused for the authentication error. */
const ERROR_REDIRECT_DELAY_MS = 3000;

interface BoundaryProps {
  store: AuthStore;
  children: ReactNode;
}

/**
 * SPEC §2 Other: an authentication render error signs the user out, shows the apology and goes to
 * /login.
 */
class AuthErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn("Authentication render error", { error: String(error), stack: info.componentStack });
    void signOut(this.props.store).catch(() => undefined);
    this.timer = setTimeout(() => window.location.assign("/login"), ERROR_REDIRECT_DELAY_MS);
  }

  override componentWillUnmount(): void {
    clearTimeout(this.timer);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="px-4 py-16 text-center">
          {m.auth_msg_render_error()}
        </p>
      );
    }
    return this.props.children;
  }
}

/**
 * Session state for the app (loading / signed-in / signed-out): keeps `user` in local storage in
 * step with the session, clears local data on sign-out, and refreshes before expiry.
 */
export function AuthProvider({ store, children }: BoundaryProps): ReactElement {
  useEffect(() => startAutoRefresh(store), [store]);
  useEffect(() => {
    let previous = store.getSnapshot().status;
    const sync = (): void => {
      const snapshot = store.getSnapshot();
      if (snapshot.status === "signed-in") storeUserProfile(snapshot.user);
      else if (snapshot.status === "signed-out" && previous === "signed-in") clearLocalAuthData();
      previous = snapshot.status;
    };
    sync();
    return store.subscribe(sync);
  }, [store]);
  return (
    <AuthStoreContext.Provider value={store}>
      <AuthErrorBoundary store={store}>{children}</AuthErrorBoundary>
    </AuthStoreContext.Provider>
  );
}
