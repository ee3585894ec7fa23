import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/mt940-guide")({
  component: lazyPage(() => import("../../content/mt940-guide")),
});
