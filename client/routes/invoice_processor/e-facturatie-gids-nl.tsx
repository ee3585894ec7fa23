import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/e-facturatie-gids-nl")({
  component: lazyPage(() => import("../../content/e-facturatie-gids-nl")),
});
