import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/tos")({
  component: lazyPage(() => import("../../content/invoice-processor-tos")),
});
