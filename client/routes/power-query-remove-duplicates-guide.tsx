import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/power-query-remove-duplicates-guide")({
  component: guidePage(
    "power-query-remove-duplicates-guide",
    () => import("../content/power-query-remove-duplicates-guide"),
  ),
});
