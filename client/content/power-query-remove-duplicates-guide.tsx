import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function PowerQueryRemoveDuplicatesGuide(): ReactElement {
  return <PageIntro path="/power-query-remove-duplicates-guide" />;
}
