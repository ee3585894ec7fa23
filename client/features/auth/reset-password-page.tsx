import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function ResetPasswordPage(): ReactElement {
  return <PageIntro path="/reset-password" />;
}
