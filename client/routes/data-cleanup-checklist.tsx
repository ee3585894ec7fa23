import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/data-cleanup-checklist")({
  component: guidePage("data-cleanup-checklist", () => import("../content/data-cleanup-checklist")),
});
