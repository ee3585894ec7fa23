import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function SalesAnalyticsPage(): ReactElement {
  return <PageIntro path="/sales-analytics" />;
}
