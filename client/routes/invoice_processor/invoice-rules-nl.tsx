import { createFileRoute } from "@tanstack/react-router";
import { lazyPage } from "../../lib/lazy-page";

export const Route = createFileRoute("/invoice_processor/invoice-rules-nl")({
  component: lazyPage(() => import("../../content/invoice-rules-nl")),
});
