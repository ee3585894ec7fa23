import { createFileRoute } from "@tanstack/react-router";
import { InvoiceProcessorLayout } from "../features/invoice-processor/processor-layout";

export const Route = createFileRoute("/invoice_processor")({
  component: InvoiceProcessorLayout,
});
