import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function KanbanPrivacyPolicy(): ReactElement {
  return <PageIntro path="/kanban-privacy-policy" />;
}
