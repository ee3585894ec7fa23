import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function LoginPage(): ReactElement {
  return <PageIntro path="/login" />;
}
