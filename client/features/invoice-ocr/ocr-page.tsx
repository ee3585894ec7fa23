import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import { PageIntro } from "../../components/ui/page-intro";
import { OcrDemo } from "./ocr-demo";

export default function InvoiceOcrPage(): ReactElement {
  return (
    <PageIntro path="/invoice-ocr">
      <div className="mt-6 space-y-3 text-gray-700 dark:text-gray-300">
        <p>{m.ocr_page_intro_1()}</p>
        <p>{m.ocr_page_intro_2()}</p>
      </div>
      <OcrDemo />
    </PageIntro>
  );
}
