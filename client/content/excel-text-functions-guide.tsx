import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function ExcelTextFunctionsGuide(): ReactElement {
  return <PageIntro path="/excel-text-functions-guide" />;
}
