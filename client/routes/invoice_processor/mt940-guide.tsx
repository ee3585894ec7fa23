import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/mt940-guide")({
  component: guidePage("mt940-guide", () => import("../../content/mt940-guide")),
});
