import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function ExcelDataCleaningGuide(): ReactElement {
  return <PageIntro path="/excel-data-cleaning-guide" />;
}
