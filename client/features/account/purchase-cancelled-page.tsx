import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function PurchaseCancelledPage(): ReactElement {
  return <PageIntro path="/purchase-cancelled" />;
}
