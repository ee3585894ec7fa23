import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/tos")({
  component: guidePage("invoice-processor-tos", () => import("../../content/invoice-processor-tos")),
});
