import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function InvoiceOcrPage(): ReactElement {
  return <PageIntro path="/invoice-ocr" />;
}
