import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AuthLoading } from "../features/auth/auth-loading";
import { requireSignedIn } from "../features/auth/require-signed-in";

/** Pathless layout guarding every signed-in page (SPEC §2 "Protected-route wrapper"). */
export const Route = createFileRoute("/_authed")({
  beforeLoad: ({ context, location }) => requireSignedIn(context.auth, location),
  pendingComponent: AuthLoading,
  pendingMs: 0,
  component: Outlet,
});
