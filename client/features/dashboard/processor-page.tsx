import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DashboardProcessorPage(): ReactElement {
  return <PageIntro path="/dashboard/processor" />;
}
