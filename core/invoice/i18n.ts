import type { DocumentKind, InvoiceLanguage, VatCategory } from "./model";
import type { PaymentReferenceKind } from "./payment-reference-kind";

/** Labels printed on the invoice, in the invoice's language. */
export interface InvoiceLabels {
  readonly invoiceTitle: string;
  readonly creditNoteTitle: string;
  readonly from: string;
  readonly billTo: string;
  readonly invoiceNumber: string;
  readonly creditNoteNumber: string;
  readonly issueDate: string;
  readonly deliveryDate: string;
  readonly deliveryPeriod: string;
  readonly dueDate: string;
  readonly reference: string;
  readonly orderReference: string;
  readonly correctsInvoice: string;
  readonly description: string;
  readonly quantity: string;
  readonly unit: string;
  readonly unitPrice: string;
  readonly discount: string;
  readonly vat: string;
  readonly amount: string;
  readonly subtotal: string;
  readonly vatBreakdown: string;
  readonly taxableAmount: string;
  readonly vatAmount: string;
  readonly totalExclVat: string;
  readonly totalVat: string;
  readonly totalInclVat: string;
  readonly total: string;
  readonly amountDue: string;
  readonly paymentInstructions: string;
  readonly payTo: string;
  readonly iban: string;
  readonly bic: string;
  /** The row that names what to quote: a structured reference has a field of its own at the bank. */
  readonly paymentReference: (kind: PaymentReferenceKind) => string;
  readonly scanToPay: string;
  readonly notes: string;
  readonly vatNumber: string;
  readonly kvk: string;
  readonly page: string;
  readonly of: string;
  readonly continued: string;
  readonly nothingToPay: string;
  readonly creditRefund: string;
  readonly paymentTerm: (days: number) => string;
  readonly payBefore: (date: string, reference: string, kind: PaymentReferenceKind) => string;
}

const NL: InvoiceLabels = {
  invoiceTitle: "Factuur",
  creditNoteTitle: "Creditnota",
  from: "Van",
  billTo: "Factuur aan",
  invoiceNumber: "Factuurnummer",
  creditNoteNumber: "Creditnotanummer",
  issueDate: "Factuurdatum",
  deliveryDate: "Leverdatum",
  deliveryPeriod: "Leveringsperiode",
  dueDate: "Vervaldatum",
  reference: "Uw referentie",
  orderReference: "Inkoopordernummer",
  correctsInvoice: "Correctie op factuur",
  description: "Omschrijving",
  quantity: "Aantal",
  unit: "Eenheid",
  unitPrice: "Prijs",
  discount: "Korting",
  vat: "Btw",
  amount: "Bedrag",
  subtotal: "Subtotaal",
  vatBreakdown: "Btw-specificatie",
  taxableAmount: "Grondslag",
  vatAmount: "Btw-bedrag",
  totalExclVat: "Totaal excl. btw",
  totalVat: "Totaal btw",
  totalInclVat: "Totaal incl. btw",
  total: "Totaal",
  amountDue: "Te betalen",
  paymentInstructions: "Betaling",
  payTo: "Ten name van",
  iban: "IBAN",
  bic: "BIC",
  paymentReference: (kind) => (kind === "structured" ? "Betalingskenmerk" : "Omschrijving"),
  scanToPay: "Scan om te betalen",
  notes: "Opmerkingen",
  vatNumber: "Btw-id",
  kvk: "KvK",
  page: "Pagina",
  of: "van",
  continued: "vervolg",
  nothingToPay: "Er hoeft niets betaald te worden.",
  creditRefund: "Wij betalen dit bedrag aan u terug of verrekenen het met een openstaande factuur.",
  paymentTerm: (days) => `Betaling binnen ${days} dagen na factuurdatum.`,
  payBefore: (date, reference, kind) =>
    kind === "structured"
      ? `Graag voor ${date} overmaken met betalingskenmerk ${reference}.`
      : `Graag voor ${date} overmaken onder vermelding van ${kind === "invoice-number" ? `factuurnummer ${reference}` : reference}.`,
};

const EN: InvoiceLabels = {
  invoiceTitle: "Invoice",
  creditNoteTitle: "Credit note",
  from: "From",
  billTo: "Bill to",
  invoiceNumber: "Invoice number",
  creditNoteNumber: "Credit note number",
  issueDate: "Invoice date",
  deliveryDate: "Delivery date",
  deliveryPeriod: "Delivery period",
  dueDate: "Due date",
  reference: "Your reference",
  orderReference: "Purchase order",
  correctsInvoice: "Corrects invoice",
  description: "Description",
  quantity: "Qty",
  unit: "Unit",
  unitPrice: "Unit price",
  discount: "Discount",
  vat: "VAT",
  amount: "Amount",
  subtotal: "Subtotal",
  vatBreakdown: "VAT breakdown",
  taxableAmount: "Taxable amount",
  vatAmount: "VAT amount",
  totalExclVat: "Total excl. VAT",
  totalVat: "Total VAT",
  totalInclVat: "Total incl. VAT",
  total: "Total",
  amountDue: "Amount due",
  paymentInstructions: "Payment",
  payTo: "Account holder",
  iban: "IBAN",
  bic: "BIC",
  paymentReference: () => "Payment reference",
  scanToPay: "Scan to pay",
  notes: "Notes",
  vatNumber: "VAT number",
  kvk: "Chamber of Commerce (KvK)",
  page: "Page",
  of: "of",
  continued: "continued",
  nothingToPay: "Nothing is due.",
  creditRefund: "We will refund this amount to you or offset it against an open invoice.",
  paymentTerm: (days) => `Payment within ${days} days of the invoice date.`,
  payBefore: (date, reference, kind) =>
    `Please pay by ${date}, quoting ${kind === "invoice-number" ? `invoice number ${reference}` : reference}.`,
};

export function getInvoiceLabels(language: InvoiceLanguage): InvoiceLabels {
  return language === "nl" ? NL : EN;
}

export function getDocumentTitle(kind: DocumentKind, language: InvoiceLanguage): string {
  const labels = getInvoiceLabels(language);
  return kind === "credit-note" ? labels.creditNoteTitle : labels.invoiceTitle;
}

/**
 * Wording the law asks for when no (Dutch) VAT is charged. Art. 35a lid 1 Wet OB: reverse charge
 * must say "btw verlegd"; an intra-Community supply refers to the exemption; KOR states the
 * exemption. The same text goes into the UBL as the VAT exemption reason (BT-120).
 */
const EXEMPTION_WORDING: Readonly<Record<InvoiceLanguage, Readonly<Record<VatCategory, string>>>> = {
  nl: {
    S: "",
    Z: "",
    E: "Vrijgesteld van btw",
    AE: "Btw verlegd",
    K: "Intracommunautaire levering, 0% btw (art. 138 Btw-richtlijn 2006/112/EG)",
    G: "Uitvoer buiten de EU, 0% btw (art. 146 Btw-richtlijn 2006/112/EG)",
    O: "Niet onderworpen aan btw",
  },
  en: {
    S: "",
    Z: "",
    E: "Exempt from VAT",
    AE: "VAT reverse charged",
    K: "Intra-Community supply, 0% VAT (Article 138, VAT Directive 2006/112/EC)",
    G: "Export outside the EU, 0% VAT (Article 146, VAT Directive 2006/112/EC)",
    O: "Not subject to VAT",
  },
};

const KOR_WORDING: Readonly<Record<InvoiceLanguage, string>> = {
  nl: "Vrijgesteld van omzetbelasting op grond van de kleineondernemersregeling",
  en: "Exempt from VAT under the Dutch small business scheme (kleineondernemersregeling)",
};

/** The exemption text for a category ("" when none is needed). KOR overrides exempt wording. */
export function getExemptionWording(category: VatCategory, language: InvoiceLanguage, kor: boolean): string {
  if (kor && category === "E") return KOR_WORDING[language];
  return EXEMPTION_WORDING[language][category];
}

/** True when `text` is our KOR wording in either language (lets the UBL reader restore `kor`). */
export function isKorWording(text: string): boolean {
  return text === KOR_WORDING.nl || text === KOR_WORDING.en;
}

/** Category labels for the VAT column. */
export function formatVatCategory(category: VatCategory, rate: string, language: InvoiceLanguage): string {
  const percent = (value: string): string => `${language === "nl" ? value.replace(".", ",") : value}%`;
  switch (category) {
    case "S":
      return percent(rate);
    case "Z":
      return percent("0");
    case "E":
      return language === "nl" ? "vrijgesteld" : "exempt";
    case "AE":
      return language === "nl" ? "verlegd" : "rev. charge";
    case "K":
      return language === "nl" ? "0% ICL" : "0% EU";
    case "G":
      return language === "nl" ? "0% export" : "0% export";
    case "O":
      return language === "nl" ? "buiten btw" : "outside VAT";
  }
}

/** YYYY-MM-DD as printed: 31-12-2025 (nl) or 31 Dec 2025 (en). */
export function formatInvoiceDate(date: string, language: InvoiceLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  if (language === "nl") return `${day}-${month}-${year}`;
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${Number(day)} ${months[Number(month) - 1] ?? month} ${year}`;
}
