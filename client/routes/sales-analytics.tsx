import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/sales-analytics")({
  component: lazyPage(() => import("../features/sales-analytics/sales-analytics-page")),
});
