import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/factuur-regels-nl")({
  component: guidePage("factuur-regels-nl", () => import("../../content/factuur-regels-nl")),
});
