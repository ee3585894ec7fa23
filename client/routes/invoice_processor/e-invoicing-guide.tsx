import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/e-invoicing-guide")({
  component: guidePage("e-invoicing-guide", () => import("../../content/e-invoicing-guide")),
});
