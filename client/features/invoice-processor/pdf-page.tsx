import type { ReactElement } from "react";
import { ProcessorHeading } from "./processor-heading";
import { ProcessorView } from "./processor-view";

export default function PdfProcessorPage(): ReactElement {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <ProcessorHeading path="/invoice_processor/pdf" />
      <ProcessorView />
    </section>
  );
}
