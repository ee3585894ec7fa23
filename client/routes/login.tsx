import { createFileRoute } from "@tanstack/react-router";
import { requireSignedOut } from "../features/auth/require-signed-in";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/login")({
  beforeLoad: ({ context, preload }) => requireSignedOut(context.auth, { preload }),
  component: lazyPage(() => import("../features/auth/login-page")),
});
