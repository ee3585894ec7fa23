import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/e-invoicing-guide")({
  component: lazyPage(() => import("../../content/e-invoicing-guide")),
});
