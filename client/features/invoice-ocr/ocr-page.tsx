import type { ReactElement } from "react";
import { PageIntro } from "../../components/ui/page-intro";
import { OcrDemo } from "./ocr-demo";

export default function InvoiceOcrPage(): ReactElement {
  return (
    <PageIntro path="/invoice-ocr">
      <div className="mt-6 space-y-3 text-gray-700 dark:text-gray-300">
        <p>
          Try it on one invoice. A PDF with text is read from its text layer; a scan, a photo or a PDF without
          text is read with OCR (English and Dutch) right here in your browser. E-invoices in UBL or CII, and
          PDFs with an embedded Factur-X or ZUGFeRD file, are read exactly.
        </p>
        <p>
          Every field shows how sure we are and where on the page it came from. Totals, VAT per rate, IBAN and
          BTW-id checksums and the dates are cross-checked. Correct anything, then download the result as CSV
          or JSON. Nothing is uploaded or stored.
        </p>
      </div>
      <OcrDemo />
    </PageIntro>
  );
}
