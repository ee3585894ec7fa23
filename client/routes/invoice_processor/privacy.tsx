import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/privacy")({
  component: guidePage("invoice-processor-privacy", () => import("../../content/invoice-processor-privacy")),
});
