import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/when-you-need-professional-data-cleaning")({
  component: guidePage(
    "when-you-need-professional-data-cleaning",
    () => import("../content/when-you-need-professional-data-cleaning"),
  ),
});
