import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../lib/lazy-page";

export const Route = createFileRoute("/power-query-remove-duplicates-guide")({
  component: lazyPage(() => import("../content/power-query-remove-duplicates-guide")),
});
