import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/google-sheets-remove-duplicates-guide")({
  component: guidePage(
    "google-sheets-remove-duplicates-guide",
    () => import("../content/google-sheets-remove-duplicates-guide"),
  ),
});
