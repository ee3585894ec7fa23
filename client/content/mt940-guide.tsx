import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function Mt940Guide(): ReactElement {
  return <PageIntro path="/invoice_processor/mt940-guide" />;
}
