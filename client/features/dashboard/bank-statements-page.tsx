import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DashboardBankStatementsPage(): ReactElement {
  return <PageIntro path="/dashboard/bank-statements" />;
}
