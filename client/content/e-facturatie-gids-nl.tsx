import type { ReactElement } from "react";
import { PageIntro } from "../components/ui/page-intro";

export default function EFacturatieGidsNl(): ReactElement {
  return <PageIntro path="/invoice_processor/e-facturatie-gids-nl" />;
}
