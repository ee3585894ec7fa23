import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/_authed/purchase-cancelled")({
  component: lazyPage(() => import("../../features/account/purchase-cancelled-page")),
});
