import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function PdfProcessorPage(): ReactElement {
  return <PageIntro path="/invoice_processor/pdf" />;
}
