import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DashboardSettingsPage(): ReactElement {
  return <PageIntro path="/dashboard/settings" />;
}
