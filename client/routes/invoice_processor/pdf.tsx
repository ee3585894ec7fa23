import { createFileRoute } from "@tanstack/react-router";
import { AuthLoading } from "../../features/auth/auth-loading";
import { requireSignedIn } from "../../features/auth/require-signed-in";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/pdf")({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  pendingComponent: AuthLoading,
  pendingMs: 0,
  component: lazyPage(() => import("../../features/invoice-processor/pdf-page")),
});
