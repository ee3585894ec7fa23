import { z } from "zod";
import { RECONCILE_STATES } from "../../core/reconcile/reconciliation-view";
import { REFERENCE_KINDS } from "../db/schema";
import { MAX_TOLERANCE_CENTS } from "./settings-store";

export const ID_PATTERN = /^[a-z2-7]{26}$/;
export const MAX_RECONCILE_BODY_BYTES = 16 * 1024;

export const listQuery = z.strictObject({
  state: z.enum(RECONCILE_STATES).default("suggested"),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const proposalBody = z.strictObject({ proposal: z.number().int().min(0).max(20) });

const cents = z.number().int().min(-99_999_999_999).max(99_999_999_999);

export const manualBody = z.strictObject({
  allocations: z
    .array(
      z.strictObject({
        invoiceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        amountCents: cents.refine((value) => value !== 0),
      }),
    )
    .min(1)
    .max(20),
});

export const settingsBody = z.strictObject({
  toleranceCents: z.number().int().min(0).max(MAX_TOLERANCE_CENTS),
  referenceKind: z.enum(REFERENCE_KINDS),
});

export const openInvoicesQuery = z.strictObject({
  side: z.enum(["issued", "received"]),
  q: z.string().max(100).optional(),
});
