import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function FactuurRegelsNl(): ReactElement {
  return <PageIntro path="/invoice_processor/factuur-regels-nl" />;
}
