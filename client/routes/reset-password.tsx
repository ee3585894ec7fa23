import { createFileRoute } from "@tanstack/react-router";
import { AuthChecking } from "../features/auth/auth-checking";
import { requireSignedOut } from "../features/auth/require-signed-in";
import { isResetLinkValid } from "../features/auth/reset-link";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/reset-password")({
  // A reset link's visitor reaches the form even with a session (docs/decisions/012).
  beforeLoad: ({ context, preload, search }) =>
    requireSignedOut(context.auth, { preload, allow: isResetLinkValid(search as Record<string, unknown>) }),
  pendingComponent: AuthChecking,
  pendingMs: 0,
  component: lazyPage(() => import("../features/auth/reset-password-page")),
});
