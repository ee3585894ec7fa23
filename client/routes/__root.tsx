import { createRootRouteWithContext, redirect } from "@tanstack/react-router";
import { resolveLegacyRedirect } from "../../core/routing/legacy-redirects";
import { AppShell } from "../components/shell/app-shell";
import { ShellPending } from "../components/shell/shell-pending";
import type { AuthStore } from "../features/auth/auth-store";

export interface RouterContext {
  auth: AuthStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // In-app navigation to a legacy URL follows the same table the Worker uses, replacing history.
  beforeLoad: ({ location }) => {
    const target = resolveLegacyRedirect(location.pathname);
    if (target !== null) throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
  component: AppShell,
  pendingComponent: ShellPending,
});
