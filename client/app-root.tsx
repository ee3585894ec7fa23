import { createRouter, type RouterHistory, RouterProvider } from "@tanstack/react-router";
import { type ReactElement, StrictMode } from "react";
import { NotFound } from "./components/shell/not-found";
import { RouteError } from "./components/shell/route-error";
import { Spinner } from "./components/ui/spinner";
import { ToastProvider } from "./components/ui/toast";
import { AuthProvider } from "./features/auth/auth-provider";
import type { AuthStore } from "./features/auth/auth-store";
import { useMarkInteractive } from "./lib/mark-interactive";
import { routeTree } from "./routeTree.gen";

/**
 * The router with the app's options. The browser uses its own history; the prerender
 * (client/prerender/render-page.tsx) passes a memory history, so both render the same tree.
 */
export function createAppRouter(auth: AuthStore, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { auth },
    ...(history ? { history } : {}),
    defaultPendingComponent: () => <Spinner />,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    defaultPreload: "intent",
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}

export function AppRoot({ router, auth }: { router: AppRouter; auth: AuthStore }): ReactElement {
  useMarkInteractive();
  return (
    <StrictMode>
      <AuthProvider store={auth}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </AuthProvider>
    </StrictMode>
  );
}
