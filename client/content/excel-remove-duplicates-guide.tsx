import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function ExcelRemoveDuplicatesGuide(): ReactElement {
  return <PageIntro path="/excel-remove-duplicates-guide" />;
}
