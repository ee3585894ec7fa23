/// <reference types="node" />
import type { InvoiceExtraction } from "../../../core/invoice/extraction/types";
import type { CompanyRow } from "../../../worker/account/company-store";
import type { OwnedInvoice } from "../../../worker/invoices/invoice-records";
import type { InvoiceStorage } from "../../../worker/invoices/invoice-storage";
import { assessStoredPurchase } from "../../../worker/invoices/purchase-ubl";
import { serialiseData } from "../../../worker/invoices/stored-invoice";
import { streamUblZip } from "../../../worker/invoices/ubl-zip-stream";

const field = <T>(value: T) => ({ value, confidence: 1, source: null });

const EXTRACTION: InvoiceExtraction = {
  method: "text-layer",
  numberFormat: "comma-decimal",
  fields: {
    supplierName: field("Leverancier B.V."),
    supplierAddress: field("Hoofdstraat 1\n1234 AB Amsterdam"),
    supplierKvk: field("87654321"),
    supplierVatId: field("NL123456782B01"),
    supplierIban: field("NL91ABNA0417164300"),
    invoiceNumber: field("F-1"),
    invoiceDate: field("2026-03-01"),
    dueDate: field("2026-03-31"),
    currency: field("EUR"),
    subtotalCents: field(10000),
    vatTotalCents: field(2100),
    totalCents: field(12100),
  },
  vatLines: [{ rate: "21", baseCents: 10000, vatCents: 2100, confidence: 1, source: null }],
  lineItems: [],
  checks: [],
};

const COMPANY = {
  companyName: "Koper B.V.",
  street: "Keizersgracht 1",
  postcode: "1015 CJ",
  city: "Amsterdam",
  country: "NL",
  kvkNumber: "12345678",
  vatNumber: "NL123456782B01",
  email: "",
  iban: "",
} as unknown as CompanyRow;

function ownedInvoice(index: number, size: number): OwnedInvoice {
  const fields = serialiseData({
    version: 1,
    pages: [],
    extraction: EXTRACTION,
    edited: [],
    einvoice: { buyerReference: "Inkoop" },
  });
  return {
    invoice: { id: `invoice${index}`, userId: "user", status: "reviewed", fields } as OwnedInvoice["invoice"],
    document: {
      id: `document${index}`,
      r2Key: `users/user/invoices/document${index}`,
      fileName: `factuur-${index}.pdf`,
      contentType: "application/pdf",
      size,
    } as OwnedInvoice["document"],
  };
}

/**
 * POST /api/invoices/ubl-export's work after its checks: `count` reviewed invoices, each with `pdf`
 * as its original in R2, streamed as a ZIP and read to the end as a client would (chunks let go).
 */
export async function exportUblZip(
  storage: InvoiceStorage,
  pdf: Uint8Array,
  count: number,
): Promise<unknown> {
  // R2's get hands the Worker a fresh copy of the object's bytes on each read, as this does.
  const files = { get: async () => ({ arrayBuffer: async () => pdf.slice().buffer }) } as unknown as R2Bucket;
  const items = [];
  for (let index = 0; index < count; index++) {
    const owned = ownedInvoice(index, pdf.byteLength);
    items.push({ owned, state: assessStoredPurchase(owned, COMPANY, "en") });
  }
  const reader = streamUblZip({ db: storage.db, files }, items, "nlcius").getReader();
  let zipBytes = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    zipBytes += chunk.value.byteLength;
  return { ok: items.every((item) => item.state.readiness?.questions.length === 0), zipBytes };
}
