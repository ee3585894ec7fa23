import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/excel-remove-duplicates-guide")({
  component: guidePage(
    "excel-remove-duplicates-guide",
    () => import("../content/excel-remove-duplicates-guide"),
  ),
});
