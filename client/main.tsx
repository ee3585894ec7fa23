import { createRouter, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { NotFound } from "./components/shell/not-found";
import { RouteError } from "./components/shell/route-error";
import { Spinner } from "./components/ui/spinner";
import { AuthProvider } from "./features/auth/auth-provider";
import { createAuthStore } from "./features/auth/auth-store";
import { fetchSession } from "./features/auth/session-api";
import { routeTree } from "./routeTree.gen";
import "./styles.css";

const auth = createAuthStore(fetchSession);

const router = createRouter({
  routeTree,
  context: { auth },
  defaultPendingComponent: () => <Spinner />,
  defaultPendingMs: 150,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPreload: "intent",
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

auth.subscribe(() => void router.invalidate());

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("index.html has no #root element");

createRoot(rootElement).render(
  <StrictMode>
    <AuthProvider store={auth}>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);
