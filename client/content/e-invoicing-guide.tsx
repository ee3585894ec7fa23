import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function EInvoicingGuide(): ReactElement {
  return <PageIntro path="/invoice_processor/e-invoicing-guide" />;
}
