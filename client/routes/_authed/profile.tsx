import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/_authed/profile")({
  component: lazyPage(() => import("../../features/account/profile-page")),
});
