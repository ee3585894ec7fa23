import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function GoogleSheetsRemoveDuplicatesGuide(): ReactElement {
  return <PageIntro path="/google-sheets-remove-duplicates-guide" />;
}
