import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/factuur-regels-nl")({
  component: lazyPage(() => import("../../content/factuur-regels-nl")),
});
