import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function ToolsPage(): ReactElement {
  return <PageIntro path="/tools" />;
}
