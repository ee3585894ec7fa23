import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/invoice-rules-nl")({
  component: guidePage("invoice-rules-nl", () => import("../../content/invoice-rules-nl")),
});
