import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../../lib/lazy-page";

export const Route = createFileRoute("/_authed/dashboard/bank-statements")({
  component: lazyPage(() => import("../../../features/dashboard/bank-statements-page")),
});
