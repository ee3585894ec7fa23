import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function DataCleanupChecklist(): ReactElement {
  return <PageIntro path="/data-cleanup-checklist" />;
}
