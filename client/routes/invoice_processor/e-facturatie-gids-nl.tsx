import { createFileRoute } from "@tanstack/react-router";
import { guidePage } from "../../lib/i18n/guide-page";

export const Route = createFileRoute("/invoice_processor/e-facturatie-gids-nl")({
  component: guidePage("e-facturatie-gids-nl", () => import("../../content/e-facturatie-gids-nl")),
});
