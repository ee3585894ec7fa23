import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function PurchaseSuccessPage(): ReactElement {
  return <PageIntro path="/purchase-success" />;
}
