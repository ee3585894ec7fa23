import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function SerenityPrivacyPolicy(): ReactElement {
  return <PageIntro path="/serenity-privacy-policy" />;
}
