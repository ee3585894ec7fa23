import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DashboardInvoicesPage(): ReactElement {
  return <PageIntro path="/dashboard/invoices" />;
}
