import { createFileRoute } from "@tanstack/react-router";
import { AuthChecking } from "../features/auth/auth-checking";
import { requireSignedOut } from "../features/auth/require-signed-in";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/login")({
  beforeLoad: ({ context, preload }) => requireSignedOut(context.auth, { preload }),
  pendingComponent: AuthChecking,
  pendingMs: 0,
  component: lazyPage(() => import("../features/auth/login-page")),
});
