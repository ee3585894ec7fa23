import { useRouter, useRouterState } from "@tanstack/react-router";
import type { ReactElement } from "react";
import { Spinner } from "../ui/spinner";
import { AppShell } from "./app-shell";

/**
 * The root route's pending view. While a child route's `beforeLoad` waits (the session check of the
 * sign-in screens and guarded pages), the router holds the root match pending too, so the child's own
 * pending view ('Checking authentication status...', 'Loading...') would never render. This shows
 * the shell with the first pending view a matched route declares, else the spinner.
 */
export function ShellPending(): ReactElement {
  const router = useRouter();
  const routeIds = useRouterState({ select: (state) => state.matches.map((match) => match.routeId) });
  const Pending = routeIds
    .slice(1)
    .map((id) => router.routesById[id]?.options.pendingComponent)
    .find((component) => component !== undefined);
  return <AppShell>{Pending ? <Pending /> : <Spinner />}</AppShell>;
}
