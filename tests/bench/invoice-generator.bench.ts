import { bench, describe } from "vitest";
import { checkDutchInvoiceRules } from "../../core/invoice/dutch-rules";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { renderInvoicePdf } from "../../core/invoice/pdf/render-invoice-pdf";
import { writeUbl } from "../../core/invoice/ubl/write-ubl";
import { loadFontAssets } from "../core/invoice/font-assets";
import { longInvoice, sampleInvoice } from "../core/invoice/sample-invoices";

// Generation time of a 1-line and a 500-line invoice, compared within the same run: vitest prints
// how many times slower the 500-line variant is than the 1-line baseline.
const assets = loadFontAssets();
const oneLine = sampleInvoice({ lines: sampleInvoice().lines.slice(0, 1) });
const fiveHundred = longInvoice(500);
const oneLineXml = writeUbl(oneLine, { profile: "nlcius" });
const fiveHundredXml = writeUbl(fiveHundred, { profile: "nlcius" });

describe("PDF generation (pdf-lib, embedded Inter, EPC QR)", () => {
  bench(
    "1-line invoice",
    async () => {
      await renderInvoicePdf(oneLine, assets);
    },
    { iterations: 5, time: 2_000 },
  );
  bench(
    "500-line invoice",
    async () => {
      await renderInvoicePdf(fiveHundred, assets);
    },
    { iterations: 3, time: 2_000 },
  );
});

describe("UBL generation (writer)", () => {
  bench("1-line invoice", () => {
    writeUbl(oneLine, { profile: "nlcius" });
  });
  bench("500-line invoice", () => {
    writeUbl(fiveHundred, { profile: "nlcius" });
  });
});

describe("UBL validation (parse + every rule)", () => {
  bench("1-line invoice", () => {
    validateEInvoice(oneLineXml);
  });
  bench(
    "500-line invoice",
    () => {
      validateEInvoice(fiveHundredXml);
    },
    { iterations: 5, time: 2_000 },
  );
});

describe("Dutch rules (live, per keystroke)", () => {
  bench("1-line invoice", () => {
    checkDutchInvoiceRules(oneLine);
  });
  bench("500-line invoice", () => {
    checkDutchInvoiceRules(fiveHundred);
  });
});
