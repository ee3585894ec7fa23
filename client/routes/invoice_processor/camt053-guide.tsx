import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/camt053-guide")({
  component: guidePage("camt053-guide", () => import("../../content/camt053-guide")),
});
