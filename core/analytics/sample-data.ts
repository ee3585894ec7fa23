import { lastTwelveMonths } from "../dashboard/periods";
import { addDays, listMonths } from "./calendar";
import type { AnalyticsInvoice, AnalyticsLine, AnalyticsPayment } from "./types";

/**
 * A made-up small consultancy's last fifteen months, dated relative to today, for visitors: the
 * page computes its figures from these with the same functions as from a user's own invoices.
 */
export interface SampleBooks {
  readonly invoices: readonly AnalyticsInvoice[];
  readonly payments: readonly AnalyticsPayment[];
}

interface SampleCustomer {
  readonly name: string;
  /** Days after the due date this customer usually pays. */
  readonly lateness: number;
  /** Which months (index mod `every`) they are invoiced. */
  readonly every: number;
  readonly lines: readonly (readonly [product: string, cents: number])[];
}

const CUSTOMERS: readonly SampleCustomer[] = [
  {
    name: "Gemeente Voorbeeld",
    lateness: 18,
    every: 2,
    lines: [
      ["Consultancy (hours)", 680_000],
      ["Workshop", 150_000],
    ],
  },
  {
    name: "Bakkerij de Vries B.V.",
    lateness: -4,
    every: 1,
    lines: [
      ["Website maintenance", 45_000],
      ["Hosting (month)", 2_500],
    ],
  },
  {
    name: "Jansen Installatietechniek",
    lateness: 41,
    every: 1,
    lines: [["Consultancy (hours)", 127_500]],
  },
  {
    name: "Café De Zwaan V.O.F.",
    lateness: 2,
    every: 3,
    lines: [
      ["Logo design", 95_000],
      ["Hosting (month)", 2_500],
    ],
  },
  { name: "Studio Noord", lateness: 9, every: 4, lines: [["Workshop", 120_000]] },
];

/** A fixed sequence of small wobbles, so the sample looks lived-in but never changes between visits. */
const WOBBLE = [0, 3, -2, 5, 1, -3, 7, 2, -1, 4, 0, 6, -4, 2, 8];

function invoiceLines(customer: SampleCustomer, month: number): AnalyticsLine[] {
  return customer.lines.map(([product, cents], index) => ({
    product,
    netCents: cents + (WOBBLE[(month + index) % WOBBLE.length] ?? 0) * 2_500,
  }));
}

function withVat(
  base: Omit<AnalyticsInvoice, "totalExclCents" | "vatCents" | "totalInclCents">,
): AnalyticsInvoice {
  const excl = base.lines.reduce((sum, line) => sum + line.netCents, 0);
  const vat = Math.round((excl * 21) / 100);
  return { ...base, totalExclCents: excl, vatCents: vat, totalInclCents: excl + vat };
}

export function buildSampleBooks(today: string): SampleBooks {
  const first = lastTwelveMonths(today)[0] ?? today.slice(0, 7);
  const months = listMonths(addDays(`${first}-01`, -80), today);
  const invoices: AnalyticsInvoice[] = [];
  const payments: AnalyticsPayment[] = [];
  let sequence = 0;
  months.forEach((month, monthIndex) => {
    CUSTOMERS.forEach((customer, customerIndex) => {
      if ((monthIndex + customerIndex) % customer.every !== 0) return;
      sequence += 1;
      const issueDate = `${month}-${String(3 + customerIndex * 5).padStart(2, "0")}`;
      if (issueDate > today) return;
      const invoice = withVat({
        id: `sample-${sequence}`,
        number: `${month.slice(0, 4)}-${String(sequence).padStart(3, "0")}`,
        kind: "invoice",
        customer: customer.name,
        issueDate,
        dueDate: addDays(issueDate, 30),
        currency: "EUR",
        markedPaid: false,
        paidAt: null,
        lines: invoiceLines(customer, monthIndex),
      });
      invoices.push(invoice);
      const paidOn = addDays(invoice.dueDate, customer.lateness + (WOBBLE[sequence % WOBBLE.length] ?? 0));
      if (paidOn > today) return;
      // One customer paid one invoice in two parts; everyone else pays in one transfer.
      if (customer.lateness > 30 && monthIndex % 5 === 4) {
        const half = Math.floor(invoice.totalInclCents / 2);
        payments.push({ invoiceId: invoice.id, date: paidOn, amountCents: half });
        return;
      }
      payments.push({ invoiceId: invoice.id, date: paidOn, amountCents: invoice.totalInclCents });
    });
  });
  const credited = invoices.find((invoice) => invoice.customer === "Café De Zwaan V.O.F.");
  if (credited) {
    const line = credited.lines[0];
    invoices.push(
      withVat({
        id: "sample-credit",
        number: `${credited.number}-C`,
        kind: "credit_note",
        customer: credited.customer,
        issueDate: addDays(credited.issueDate, 10),
        dueDate: "",
        currency: "EUR",
        markedPaid: true,
        paidAt: addDays(credited.issueDate, 10),
        lines: [{ product: line?.product ?? "Logo design", netCents: -20_000 }],
      }),
    );
  }
  return { invoices, payments };
}
