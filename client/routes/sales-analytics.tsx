import { createFileRoute } from "@tanstack/react-router";
import { type AnalyticsSearch, parseAnalyticsSearch } from "../../core/analytics/analytics-search";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/sales-analytics")({
  validateSearch: (raw: Record<string, unknown>): AnalyticsSearch => parseAnalyticsSearch(raw),
  component: lazyPage(() => import("../features/sales-analytics/sales-analytics-page")),
});
