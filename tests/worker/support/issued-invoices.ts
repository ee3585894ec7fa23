import type { Invoice, InvoiceLine } from "../../../core/invoice/model";
import { call, createSignedInUser, type SignedInUser } from "./accounts";
import { FULL_DETAILS, putDetails } from "./company";

/** What the API answers for one invoice (worker/issued-invoices/records.ts IssuedInvoiceDetail). */
export interface IssuedDetail {
  id: string;
  kind: "invoice" | "credit_note";
  status: "draft" | "issued" | "sent" | "paid";
  number: string | null;
  correctsInvoiceId: string | null;
  customerName: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
  sentAt: string | null;
  paidAt: string | null;
  hasPdf: boolean;
  hasUbl: boolean;
  invoice: Invoice;
  profile: "nlcius" | "peppol";
}

export function line(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    description: "Appeltaart (groot)",
    quantity: "2",
    unit: "C62",
    unitPrice: "24.95",
    discount: null,
    vatCategory: "S",
    vatRate: "9",
    ...overrides,
  };
}

/**
 * A draft with three lines at 21 %, 9 % and 0 % for a Dutch business customer: it meets the Dutch
 * rules and validates as an NLCIUS e-invoice once the supplier comes from FULL_DETAILS.
 * Totals: 297.50 + 269.46 + 12.50 = 579.46 excl.; VAT 62.48 + 24.25 = 86.73; 666.19 incl.
 */
export function draftInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    kind: "invoice",
    number: "",
    issueDate: "2026-03-14",
    delivery: { kind: "date", date: "2026-03-12" },
    dueDate: "2026-03-28",
    currency: "EUR",
    buyerReference: "PO-7781",
    orderReference: "",
    notes: "Bedankt voor uw bestelling.",
    paymentReference: "",
    supplier: {
      name: "",
      address: { street: "", postcode: "", city: "", country: "NL" },
      vatNumber: "",
      kvk: "",
      email: "",
      iban: "",
      kor: false,
    },
    customer: {
      name: "Café De Zwaan V.O.F.",
      address: { street: "Oudegracht 12", postcode: "3511 AP", city: "Utrecht", country: "NL" },
      vatNumber: "NL810433941B01",
      kvk: "87654321",
      email: "boekhouding@dezwaan.example",
    },
    lines: [
      line({
        description: "Consultancy ontwerp",
        quantity: "3.5",
        unit: "HUR",
        unitPrice: "85",
        vatRate: "21",
      }),
      line({ quantity: "12", vatRate: "9", discount: { kind: "percent", value: "10" } }),
      line({
        description: "Verzendkosten buitenland",
        quantity: "1",
        unit: "LS",
        unitPrice: "12.5",
        vatCategory: "Z",
        vatRate: "0",
      }),
    ],
    precedingInvoice: null,
    simplified: false,
    language: "en",
    ...overrides,
  };
}

export async function userWithCompany(label: string): Promise<SignedInUser> {
  const user = await createSignedInUser(label);
  const response = await putDetails(user.cookie, FULL_DETAILS);
  if (response.status !== 200) throw new Error(`company details: ${response.status}`);
  return user;
}

export async function saveDraft(
  cookie: string,
  invoice: Invoice = draftInvoice(),
  profile: "nlcius" | "peppol" = "nlcius",
): Promise<IssuedDetail> {
  const response = await call("/api/issued-invoices", { json: { invoice, profile }, cookie });
  if (response.status !== 201) throw new Error(`save draft: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { invoice: IssuedDetail }).invoice;
}

export function postAction(cookie: string, id: string, action: string, json?: unknown): Promise<Response> {
  return call(`/api/issued-invoices/${id}/${action}`, { method: "POST", json: json ?? {}, cookie });
}

export async function issue(cookie: string, id: string): Promise<IssuedDetail> {
  const response = await postAction(cookie, id, "issue");
  if (response.status !== 200) throw new Error(`issue: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { invoice: IssuedDetail }).invoice;
}
