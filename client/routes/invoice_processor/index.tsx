import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/")({
  component: lazyPage(() => import("../../features/invoice-processor/processor-home")),
});
