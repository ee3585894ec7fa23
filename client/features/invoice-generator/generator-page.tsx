import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function InvoiceGeneratorPage(): ReactElement {
  return <PageIntro path="/invoice-generator" />;
}
