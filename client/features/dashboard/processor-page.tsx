import type { ReactElement } from "react";
import { ProcessorHeading } from "../invoice-processor/processor-heading";
import { ProcessorView } from "../invoice-processor/processor-view";

export default function DashboardProcessorPage(): ReactElement {
  return (
    <section>
      <ProcessorHeading path="/dashboard/processor" />
      <ProcessorView />
    </section>
  );
}
