import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function AddressCleansingGuide(): ReactElement {
  return <PageIntro path="/address-cleansing-guide" />;
}
