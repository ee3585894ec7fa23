import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../lib/lazy-page";

export const Route = createFileRoute("/_authed/dashboard/settings")({
  component: lazyPage(() => import("../../../features/dashboard/settings-page")),
});
