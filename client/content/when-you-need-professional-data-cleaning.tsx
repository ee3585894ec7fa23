import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function WhenYouNeedProfessionalDataCleaning(): ReactElement {
  return <PageIntro path="/when-you-need-professional-data-cleaning" />;
}
