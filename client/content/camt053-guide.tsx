import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function Camt053Guide(): ReactElement {
  return <PageIntro path="/invoice_processor/camt053-guide" />;
}
