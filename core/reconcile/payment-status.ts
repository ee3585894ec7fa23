/** The payment status of an invoice, derived from what bank payments settled (issue 19). */
export const PAYMENT_STATUSES = ["open", "partially_paid", "paid", "overdue"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentState {
  /** Total including VAT, in the invoice's sign (credit note negative). */
  readonly totalCents: number;
  /** Payments plus write-offs assigned to it, same sign. */
  readonly settledCents: number;
  /** YYYY-MM-DD or "" when nothing is due. */
  readonly dueDate: string;
  /** The user marked it paid by hand (issued invoices). */
  readonly markedPaid: boolean;
}

/** Overdue wins over part-paid: a part payment does not make a late invoice any less late. */
export function derivePaymentStatus(state: PaymentState, today: string): PaymentStatus {
  if (state.markedPaid) return "paid";
  const open = state.totalCents - state.settledCents;
  if (state.totalCents !== 0 && (open === 0 || Math.sign(open) !== Math.sign(state.totalCents)))
    return "paid";
  if (state.totalCents === 0) return "paid";
  if (state.dueDate !== "" && state.dueDate < today) return "overdue";
  return state.settledCents !== 0 ? "partially_paid" : "open";
}

export function openCentsOf(state: PaymentState): number {
  if (state.markedPaid) return 0;
  const open = state.totalCents - state.settledCents;
  return Math.sign(open) === Math.sign(state.totalCents) ? open : 0;
}
