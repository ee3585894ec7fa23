import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function ProfilePage(): ReactElement {
  return <PageIntro path="/profile" />;
}
