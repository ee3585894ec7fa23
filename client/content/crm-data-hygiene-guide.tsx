import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function CrmDataHygieneGuide(): ReactElement {
  return <PageIntro path="/crm-data-hygiene-guide" />;
}
