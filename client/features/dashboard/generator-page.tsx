import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";
import { SignedInGenerator } from "../invoice-generator/signed-in/signed-in-generator";

export default function DashboardGeneratorPage(): ReactElement {
  return (
    <>
      <PageIntro path="/dashboard/generator" />
      <SignedInGenerator />
    </>
  );
}
