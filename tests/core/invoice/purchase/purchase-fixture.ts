import { validateEInvoice } from "../../../../core/invoice/einvoice/validate";
import type {
  InvoiceExtraction,
  InvoiceFields,
  LineItem,
  VatLine,
} from "../../../../core/invoice/extraction/types";
import type { Party } from "../../../../core/invoice/model";
import type { EInvoiceAnswers } from "../../../../core/invoice/purchase/einvoice-answers";
import type { PurchaseExportInput } from "../../../../core/invoice/purchase/purchase-to-ubl";

/** A reviewed field as the review stores it. */
export function reviewed<T>(value: T): { value: T; confidence: number; source: null } {
  return { value, confidence: 1, source: null };
}

export const BUYER: Party = {
  name: "Voorbeeld Administratie B.V.",
  address: { street: "Keizersgracht 1", postcode: "1015 CJ", city: "Amsterdam", country: "NL" },
  vatNumber: "NL859234123B01",
  kvk: "12345678",
  email: "",
};

/** A German supplier's invoice at 19 % and 7 %, as a person reviewed it. */
export function germanFields(): InvoiceFields {
  return {
    documentType: reviewed("invoice"),
    supplierName: reviewed("Lieferant GmbH"),
    supplierAddress: reviewed("Lieferantenstraße 20\n80333 München\nDeutschland"),
    supplierVatId: reviewed("DE123456789"),
    supplierIban: reviewed("DE02120300000000202051"),
    invoiceNumber: reviewed("471102"),
    invoiceDate: reviewed("2024-11-15"),
    dueDate: reviewed("2024-12-15"),
    currency: reviewed("EUR"),
    subtotalCents: reviewed(47300),
    vatTotalCents: reviewed(5687),
    totalCents: reviewed(52987),
  };
}

export const GERMAN_VAT: readonly VatLine[] = [
  { rate: "7", baseCents: 27500, vatCents: 1925, confidence: 1, source: null },
  { rate: "19", baseCents: 19800, vatCents: 3762, confidence: 1, source: null },
];

export function item(
  description: string,
  amountCents: number,
  vatRate: string | null,
  extra: Partial<LineItem> = {},
): LineItem {
  return {
    description,
    quantity: null,
    unitPriceCents: null,
    vatRate,
    amountCents,
    confidence: 1,
    source: null,
    ...extra,
  };
}

export function purchase(
  fields: InvoiceFields,
  vatLines: readonly VatLine[],
  lineItems: readonly LineItem[] = [],
  answers: EInvoiceAnswers = {},
): PurchaseExportInput {
  const extraction: Pick<InvoiceExtraction, "fields" | "vatLines" | "lineItems"> = {
    fields,
    vatLines,
    lineItems,
  };
  return {
    extraction,
    answers,
    buyer: BUYER,
    language: "en",
    describeRate: (row) => `Goods and services at ${row.rate}% VAT`,
  };
}

/** Ids of the fatal findings of our validator on one document. */
export function fatalIds(xml: string): string[] {
  const report = validateEInvoice(xml);
  if (!report.ok) throw new Error(report.error);
  return report.value.findings.filter((finding) => finding.flag === "fatal").map((finding) => finding.id);
}
