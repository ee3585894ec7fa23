import type { InvoiceSide } from "./match-types";
import type { ReasonPart } from "./reason-parts";

/** What /api/reconciliation returns, shared by the Worker and the client. */
export const RECONCILE_STATES = ["suggested", "unmatched", "booked"] as const;
export type ReconcileState = (typeof RECONCILE_STATES)[number];

export interface ReconcileTransaction {
  readonly id: string;
  readonly bookingDate: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly counterpartyName: string;
  readonly counterpartyIban: string;
  readonly description: string;
  readonly reference: string;
}

export interface ReconcileInvoiceRef {
  readonly id: string;
  readonly side: InvoiceSide;
  readonly number: string;
  readonly partyName: string;
  readonly totalCents: number;
  readonly openCents: number;
  readonly dueDate: string;
}

export interface ReconcileAllocationView {
  readonly invoice: ReconcileInvoiceRef;
  readonly amountCents: number;
  readonly writeOffCents: number;
}

export interface ReconcileSuggestionView {
  readonly index: number;
  readonly reason: string;
  /** The reason as codes (core/reconcile/reason-parts.ts); null for suggestions saved before them. */
  readonly reasonParts: readonly ReasonPart[] | null;
  readonly score: number;
  readonly allocations: readonly ReconcileAllocationView[];
}

export interface ReconcileBookingView {
  readonly decisionId: string;
  readonly action: "automatic" | "accept" | "manual";
  /** English as stored; `reasonParts` words it in the page's language (null on rows from before codes). */
  readonly reason: string;
  readonly reasonParts: readonly ReasonPart[] | null;
  readonly allocations: readonly ReconcileAllocationView[];
}

export interface ReconcileItem {
  readonly transaction: ReconcileTransaction;
  readonly state: ReconcileState;
  readonly suggestions: readonly ReconcileSuggestionView[];
  readonly booking: ReconcileBookingView | null;
}

export interface ReconcileList {
  readonly items: readonly ReconcileItem[];
  readonly counts: Readonly<Record<ReconcileState, number>>;
  readonly total: number;
}
