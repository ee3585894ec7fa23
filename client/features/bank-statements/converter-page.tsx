import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";

export default function BankStatementConverterPage(): ReactElement {
  return <PageIntro path="/bank-statement-converter" />;
}
