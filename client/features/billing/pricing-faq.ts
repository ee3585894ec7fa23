import { PLANS } from "../../../core/plans/plans";

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: "How do I pay?",
    answer:
      "The first payment goes by iDEAL or credit card through Mollie, our payment provider. It also sets up a SEPA direct debit mandate, and every later month or year is collected by direct debit on that mandate. You never type your bank details into Factuurkit.",
  },
  {
    question: "Why are prices shown excluding btw?",
    answer:
      "Factuurkit is sold to businesses, so prices are shown without VAT. Customers in the Netherlands, and consumers in the EU, pay 21 % btw on top. A business in another EU country with a valid VAT id in its company details pays no Dutch VAT: the invoice says the VAT is reverse-charged. Outside the EU no Dutch VAT is charged.",
  },
  {
    question: "What happens when I reach a limit?",
    answer: `Limits count per calendar month and start again on the 1st. When one is reached, that action is refused with a message that names the limit, until the next month or until you upgrade; everything else keeps working and nothing you stored is touched. The Free plan includes ${PLANS.free.limits.invoiceExtraction} extracted invoices a month.`,
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time in Settings. Your plan stays active until the end of the period you paid for, then your account returns to the Free plan. Nothing is charged after you cancel.",
  },
  {
    question: "Do I get an invoice?",
    answer:
      "Yes. Every paid period produces an invoice with btw shown, numbered in our own series. It is e-mailed to you and kept in Settings, where you can download it as PDF.",
  },
  {
    question: "Which tools are free without an account?",
    answer:
      "The public invoice generator, the bank statement converter and the duplicate removal tool run in your browser and have no account limits. The limits apply to what your account stores and processes.",
  },
];
