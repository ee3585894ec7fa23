import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";
import { DedupeTool } from "./dedupe-tool";

export default function DuplicateRemovalPage(): ReactElement {
  return (
    <PageIntro path="/duplicate-removal-tool">
      <DedupeTool />
    </PageIntro>
  );
}
