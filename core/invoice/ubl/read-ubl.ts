import { decodeBase64 } from "../base64";
import { isKorWording } from "../i18n";
import {
  type Address,
  type Delivery,
  type Discount,
  type EInvoiceProfile,
  type Invoice,
  type InvoiceLanguage,
  type InvoiceLine,
  type Party,
  VAT_CATEGORIES,
  type VatCategory,
} from "../model";
import { canonicalDecimal } from "../money";
import {
  CUSTOMIZATION_IDS,
  KVK_SCHEME,
  OIN_SCHEME,
  UBL_CREDIT_NOTE_NAMESPACE,
  UBL_INVOICE_NAMESPACE,
} from "./constants";
import { deriveEndpoint } from "./endpoint";
import { namespaceOf, parseXml, selectAll, selectFirst, textAt, type XmlElement } from "./xml-reader";

export interface ParsedUbl {
  readonly invoice: Invoice;
  /** Which CIUS the document declares, when it is one we know. */
  readonly profile: EInvoiceProfile | null;
  /** The first embedded PDF (BG-24), if any. */
  readonly pdf: { readonly filename: string; readonly bytes: Uint8Array } | null;
}

export type UblDocumentResult =
  | { readonly ok: true; readonly value: XmlElement }
  | { readonly ok: false; readonly error: string };

export type ReadUblResult =
  | { readonly ok: true; readonly value: ParsedUbl }
  | { readonly ok: false; readonly error: string };

/** Parses XML and checks that its root is a UBL 2.1 Invoice or CreditNote. */
export function parseUblDocument(xml: string): UblDocumentResult {
  const parsed = parseXml(xml);
  if (!parsed.ok) return parsed;
  const root = parsed.value;
  const namespace = namespaceOf(root, root);
  const isInvoice = root.name === "Invoice" && namespace === UBL_INVOICE_NAMESPACE;
  const isCreditNote = root.name === "CreditNote" && namespace === UBL_CREDIT_NOTE_NAMESPACE;
  if (!isInvoice && !isCreditNote) {
    return { ok: false, error: "This XML is not a UBL 2.1 Invoice or CreditNote." };
  }
  return { ok: true, value: root };
}

function readAddress(element: XmlElement | undefined): Address {
  return {
    street: textAt(element, "StreetName"),
    postcode: textAt(element, "PostalZone"),
    city: textAt(element, "CityName"),
    country: textAt(element, "Country/IdentificationCode").toUpperCase(),
  };
}

function readParty(party: XmlElement | undefined): Party {
  const legal = selectFirst(party, "PartyLegalEntity");
  const kvk =
    selectAll(legal, "CompanyID").find(
      (id) => id.attributes.schemeID === KVK_SCHEME || id.attributes.schemeID === OIN_SCHEME,
    )?.text ?? "";
  const vat =
    selectAll(party, "PartyTaxScheme").find(
      (scheme) => textAt(scheme, "TaxScheme/ID").toUpperCase() === "VAT",
    ) ?? undefined;
  const read: Party = {
    name: textAt(legal, "RegistrationName") || textAt(party, "PartyName/Name"),
    address: readAddress(selectFirst(party, "PostalAddress")),
    vatNumber: textAt(vat, "CompanyID"),
    kvk,
    email: textAt(party, "Contact/ElectronicMail"),
  };
  // An endpoint the other fields do not give back was stated by the party itself.
  const endpoint = selectFirst(party, "EndpointID");
  const derived = deriveEndpoint(read);
  if (!endpoint || (derived?.scheme === endpoint.attributes.schemeID && derived?.id === endpoint.text))
    return read;
  return { ...read, peppolId: `${endpoint.attributes.schemeID ?? ""}:${endpoint.text}` };
}

function readCategory(code: string): VatCategory {
  return (VAT_CATEGORIES as readonly string[]).includes(code) ? (code as VatCategory) : "S";
}

function readLine(line: XmlElement, credit: boolean): InvoiceLine {
  const quantity = selectFirst(line, credit ? "CreditedQuantity" : "InvoicedQuantity");
  const allowance = selectAll(line, "AllowanceCharge").find(
    (charge) => textAt(charge, "ChargeIndicator") === "false",
  );
  let discount: Discount | null = null;
  if (allowance) {
    const multiplier = textAt(allowance, "MultiplierFactorNumeric");
    discount =
      multiplier !== ""
        ? { kind: "percent", value: canonicalDecimal(multiplier) }
        : { kind: "amount", value: canonicalDecimal(textAt(allowance, "Amount")) };
  }
  const category = selectFirst(line, "Item/ClassifiedTaxCategory");
  const vatCategory = readCategory(textAt(category, "ID"));
  const percent = textAt(category, "Percent");
  return {
    description: textAt(line, "Item/Name") || textAt(line, "Item/Description"),
    quantity: canonicalDecimal(quantity?.text ?? ""),
    unit: quantity?.attributes.unitCode ?? "C62",
    unitPrice: canonicalDecimal(textAt(line, "Price/PriceAmount")),
    discount,
    vatCategory,
    vatRate: vatCategory === "O" ? "" : percent === "" ? "0" : canonicalDecimal(percent),
  };
}

function readDelivery(root: XmlElement): Delivery | null {
  const start = textAt(root, "InvoicePeriod/StartDate");
  const end = textAt(root, "InvoicePeriod/EndDate");
  if (start !== "" || end !== "") return { kind: "period", start, end };
  const date = textAt(root, "Delivery/ActualDeliveryDate");
  return date !== "" ? { kind: "date", date } : null;
}

function readProfile(customization: string): EInvoiceProfile | null {
  if (customization.startsWith(CUSTOMIZATION_IDS.nlcius)) return "nlcius";
  if (customization.startsWith(CUSTOMIZATION_IDS.peppol)) return "peppol";
  return null;
}

function readPdf(root: XmlElement): ParsedUbl["pdf"] {
  for (const reference of selectAll(root, "AdditionalDocumentReference")) {
    const object = selectFirst(reference, "Attachment/EmbeddedDocumentBinaryObject");
    if (object?.attributes.mimeCode !== "application/pdf") continue;
    const bytes = decodeBase64(object.text);
    if (bytes) return { filename: object.attributes.filename ?? "invoice.pdf", bytes };
  }
  return null;
}

/** Reads a UBL Invoice/CreditNote back into the Factuurkit invoice model. */
export function readUblDocument(root: XmlElement, language: InvoiceLanguage = "nl"): ParsedUbl {
  const credit = root.name === "CreditNote";
  const supplierParty = selectFirst(root, "AccountingSupplierParty/Party");
  const supplier = readParty(supplierParty);
  const paymentMeans = selectFirst(root, "PaymentMeans");
  const exemptionReasons = selectAll(root, "TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReason").map(
    (e) => e.text,
  );
  const lines = [...selectAll(root, credit ? "CreditNoteLine" : "InvoiceLine")].map((line) =>
    readLine(line, credit),
  );
  const precedingNumber = textAt(root, "BillingReference/InvoiceDocumentReference/ID");
  const invoice: Invoice = {
    kind: credit ? "credit-note" : "invoice",
    number: textAt(root, "ID"),
    issueDate: textAt(root, "IssueDate"),
    delivery: readDelivery(root),
    dueDate: credit ? textAt(paymentMeans, "PaymentDueDate") : textAt(root, "DueDate"),
    currency: textAt(root, "DocumentCurrencyCode"),
    buyerReference: textAt(root, "BuyerReference"),
    orderReference: textAt(root, "OrderReference/ID"),
    notes: selectAll(root, "Note")
      .map((note) => note.text)
      .join("\n"),
    paymentReference: textAt(paymentMeans, "PaymentID"),
    supplier: {
      ...supplier,
      iban: textAt(paymentMeans, "PayeeFinancialAccount/ID"),
      kor: exemptionReasons.some(isKorWording),
    },
    customer: readParty(selectFirst(root, "AccountingCustomerParty/Party")),
    lines,
    precedingInvoice:
      precedingNumber !== ""
        ? {
            number: precedingNumber,
            issueDate: textAt(root, "BillingReference/InvoiceDocumentReference/IssueDate"),
          }
        : null,
    simplified: false,
    language,
  };
  return { invoice, profile: readProfile(textAt(root, "CustomizationID")), pdf: readPdf(root) };
}

/** Parses UBL XML text into the invoice model. */
export function readUbl(xml: string, language: InvoiceLanguage = "nl"): ReadUblResult {
  const document = parseUblDocument(xml);
  if (!document.ok) return document;
  return { ok: true, value: readUblDocument(document.value, language) };
}
