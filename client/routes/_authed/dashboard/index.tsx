import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../lib/lazy-page";

export const Route = createFileRoute("/_authed/dashboard/")({
  component: lazyPage(() => import("../../../features/dashboard/overview-page")),
});
