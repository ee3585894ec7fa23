import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../lib/i18n/guide-page";

export const Route = createFileRoute("/crm-data-hygiene-guide")({
  component: guidePage("crm-data-hygiene-guide", () => import("../content/crm-data-hygiene-guide")),
});
