import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/camt053-guide")({
  component: lazyPage(() => import("../../content/camt053-guide")),
});
