import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DuplicateRemovalPage(): ReactElement {
  return <PageIntro path="/duplicate-removal-tool" />;
}
