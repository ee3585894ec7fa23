import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function DataCleansingServicesPage(): ReactElement {
  return <PageIntro path="/data-cleansing-services" />;
}
