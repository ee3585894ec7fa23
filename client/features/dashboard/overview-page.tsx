import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DashboardOverviewPage(): ReactElement {
  return <PageIntro path="/dashboard" />;
}
