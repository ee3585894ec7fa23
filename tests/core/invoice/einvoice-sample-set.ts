import type { DocumentAllowanceCharge, Invoice } from "../../../core/invoice/model";
import { DUTCH_CUSTOMER, GERMAN_CUSTOMER, line, SUPPLIER, sampleInvoice } from "./sample-invoices";

/**
 * The generated e-invoice set: 30+ invoices covering what the generator can issue (domestic
 * 21/9/0 %, EU reverse charge and intra-community supply, export, exempt, not subject to VAT,
 * line and document allowances and charges, prepayment, credit notes, foreign currency).
 * Every one must pass the official rules (einvoice-official-generated.test.ts) and read back
 * to the fields it was made from (einvoice-roundtrip.test.ts).
 */
export interface SampleCase {
  readonly name: string;
  readonly invoice: Invoice;
}

const BELGIAN_CUSTOMER: Invoice["customer"] = {
  name: "Boulangerie Dupont SPRL",
  address: { street: "Rue Neuve 10", postcode: "1000", city: "Bruxelles", country: "BE" },
  vatNumber: "BE0123456749",
  kvk: "",
  email: "factures@dupont.example",
};

const FRENCH_CUSTOMER: Invoice["customer"] = {
  name: "Pâtisserie Lefèvre SARL",
  address: { street: "12 rue de Rivoli", postcode: "75001", city: "Paris", country: "FR" },
  vatNumber: "FR40303265045",
  kvk: "",
  email: "compta@lefevre.example",
};

const US_CUSTOMER: Invoice["customer"] = {
  name: "Hudson Bakery Supplies Inc.",
  address: { street: "1 Main Street", postcode: "10001", city: "New York", country: "US" },
  vatNumber: "",
  kvk: "",
  email: "ap@hudson.example",
  peppolId: "0088:5790000435975",
};

const UK_CUSTOMER: Invoice["customer"] = {
  name: "Thames Tea Rooms Ltd",
  address: { street: "5 Bridge Street", postcode: "SW1A 2JR", city: "London", country: "GB" },
  vatNumber: "GB980780684",
  kvk: "",
  email: "accounts@thames.example",
};

/** A Dutch municipality, addressed by its OIN (0190). */
const GOVERNMENT_CUSTOMER: Invoice["customer"] = {
  name: "Gemeente Zandvoort",
  address: { street: "Swaluëstraat 2", postcode: "2042 KA", city: "Zandvoort", country: "NL" },
  vatNumber: "",
  kvk: "00000001001234567000",
  email: "facturen@zandvoort.example",
};

const allowance = (overrides: Partial<DocumentAllowanceCharge> = {}): DocumentAllowanceCharge => ({
  charge: false,
  reason: "Kwantumkorting",
  amount: "25",
  vatCategory: "S",
  vatRate: "21",
  ...overrides,
});

const charge = (overrides: Partial<DocumentAllowanceCharge> = {}): DocumentAllowanceCharge =>
  allowance({ charge: true, reason: "Bezorgkosten", amount: "15", ...overrides });

const credit = (overrides: Partial<Invoice> = {}): Partial<Invoice> => ({
  kind: "credit-note",
  dueDate: "",
  precedingInvoice: { number: "2025-0041", issueDate: "2025-03-01" },
  ...overrides,
});

const consultancy = line({
  description: "Advies",
  quantity: "4",
  unit: "HUR",
  unitPrice: "95",
  vatRate: "21",
});
const pie = line({ description: "Appeltaart", quantity: "10", unitPrice: "18.50", vatRate: "9" });
const flour = line({
  description: "Bloem (25 kg)",
  quantity: "40",
  unit: "KGM",
  unitPrice: "1.2345",
  vatRate: "9",
});
const zero = line({
  description: "Zeevracht",
  quantity: "1",
  unit: "LS",
  unitPrice: "120",
  vatCategory: "Z",
  vatRate: "0",
});
const reverse = (overrides = {}) =>
  line({
    description: "Ontwerpwerk",
    quantity: "8",
    unit: "HUR",
    unitPrice: "80",
    vatCategory: "AE",
    vatRate: "0",
    ...overrides,
  });
const supply = line({
  description: "Bakplaten",
  quantity: "25",
  unitPrice: "14.40",
  vatCategory: "K",
  vatRate: "0",
});
const exportLine = line({
  description: "Stroopwafels (doos)",
  quantity: "120",
  unitPrice: "3.75",
  vatCategory: "G",
  vatRate: "0",
});

const CASES: ReadonlyArray<readonly [string, Partial<Invoice>]> = [
  ["domestic-21", { lines: [consultancy] }],
  ["domestic-9", { lines: [pie] }],
  ["domestic-0-zero-rated", { lines: [zero] }],
  ["domestic-mixed-21-9-0", {}],
  ["line-discount-percent", { lines: [{ ...pie, discount: { kind: "percent", value: "12.5" } }] }],
  ["line-discount-amount", { lines: [{ ...consultancy, discount: { kind: "amount", value: "40" } }, flour] }],
  ["four-decimal-prices", { lines: [flour, { ...flour, quantity: "3.333", unitPrice: "0.0999" }] }],
  [
    "return-line-negative-quantity",
    { lines: [pie, { ...pie, description: "Retour appeltaart", quantity: "-2" }] },
  ],
  ["eu-reverse-charge-de", { customer: GERMAN_CUSTOMER, lines: [reverse()] }],
  [
    "eu-reverse-charge-fr",
    { customer: FRENCH_CUSTOMER, lines: [reverse({ quantity: "2.5" })], language: "en" },
  ],
  ["eu-intra-community-supply-be", { customer: BELGIAN_CUSTOMER, lines: [supply] }],
  ["export-outside-eu-us", { customer: US_CUSTOMER, lines: [exportLine], language: "en" }],
  ["export-outside-eu-usd", { customer: US_CUSTOMER, currency: "USD", lines: [exportLine], language: "en" }],
  [
    "export-outside-eu-gbp",
    { customer: UK_CUSTOMER, currency: "GBP", lines: [exportLine, { ...exportLine, quantity: "3" }] },
  ],
  [
    "exempt-kor",
    { supplier: { ...SUPPLIER, kor: true }, lines: [{ ...pie, vatCategory: "E", vatRate: "0" }] },
  ],
  ["document-allowance", { lines: [consultancy, pie], allowanceCharges: [allowance()] }],
  ["document-charge", { lines: [consultancy], allowanceCharges: [charge()] }],
  [
    "allowance-and-charge-mixed-rates",
    {
      allowanceCharges: [
        allowance({ vatRate: "9", amount: "10.10" }),
        charge({ amount: "7.5" }),
        charge({ reason: "Statiegeld", vatCategory: "Z", vatRate: "0", amount: "3" }),
      ],
    },
  ],
  ["prepayment-partial", { lines: [consultancy, pie], prepaidAmount: "200" }],
  [
    "prepayment-with-allowance",
    { lines: [consultancy], allowanceCharges: [allowance({ amount: "30" })], prepaidAmount: "100" },
  ],
  ["prepayment-full", { lines: [consultancy], prepaidAmount: "459.80", dueDate: "" }],
  ["credit-note-domestic", credit({ lines: [pie] })],
  ["credit-note-mixed", credit()],
  ["credit-note-reverse-charge", credit({ customer: GERMAN_CUSTOMER, lines: [reverse()] })],
  [
    "credit-note-with-allowance",
    credit({ lines: [consultancy], allowanceCharges: [allowance({ amount: "20" })] }),
  ],
  [
    "credit-note-usd-export",
    credit({ customer: US_CUSTOMER, currency: "USD", lines: [exportLine], language: "en" }),
  ],
  [
    "invoice-period",
    { delivery: { kind: "period", start: "2025-02-01", end: "2025-02-28" }, lines: [consultancy] },
  ],
  [
    "government-oin",
    { customer: GOVERNMENT_CUSTOMER, buyerReference: "ZV-2025-118", lines: [consultancy, pie] },
  ],
  ["order-and-buyer-reference", { orderReference: "PO-55-A", buyerReference: "Inkoop 3", lines: [pie] }],
  [
    "many-lines",
    {
      lines: Array.from({ length: 12 }, (_, index) =>
        line({
          description: `Artikel ${index + 1}`,
          quantity: String(index + 1),
          unitPrice: `${index + 2}.${String((index * 7) % 100).padStart(2, "0")}`,
          ...(index % 3 === 0
            ? { vatRate: "21" }
            : index % 3 === 1
              ? { vatRate: "9" }
              : { vatCategory: "Z" as const, vatRate: "0" }),
        }),
      ),
    },
  ],
  ["large-amounts", { lines: [{ ...consultancy, quantity: "1250", unitPrice: "1499.99" }] }],
  ["english-domestic", { language: "en", customer: DUTCH_CUSTOMER, lines: [consultancy, zero] }],
];

export function generatedInvoiceSet(): SampleCase[] {
  return CASES.map(([name, overrides], index) => ({
    name,
    invoice: sampleInvoice({
      number: `2025-${String(100 + index)}`,
      paymentReference: `2025-${100 + index}`,
      ...overrides,
    }),
  }));
}
