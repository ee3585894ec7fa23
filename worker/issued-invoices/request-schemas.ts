import { z } from "zod";
import { invoiceSchema } from "../../core/invoice/invoice-schema";
import { parseIsoDate } from "../../core/invoice/model";
import { ISSUED_INVOICE_KINDS, ISSUED_INVOICE_STATUSES } from "../db/schema";

/** Ids are 16 CSPRNG bytes in lower-case base32 (worker/auth/secrets.ts). */
export const ID_PATTERN = /^[a-z2-7]{26}$/;

/** 1,000 lines of the longest allowed text stay under this; anything bigger is refused unread. */
export const MAX_DRAFT_BODY_BYTES = 2 * 1024 * 1024;

/** Save draft (create or replace): the core model, strictly, plus the e-invoice profile. */
export const draftBody = z.strictObject({
  invoice: invoiceSchema,
  profile: z.enum(["nlcius", "peppol"]),
});
export type DraftBody = z.infer<typeof draftBody>;

const isoDate = z.string().refine((value) => parseIsoDate(value) !== null, "Use a date as YYYY-MM-DD.");

/** Mark as sent / paid: the calendar date it happened. */
export const markBody = z.strictObject({ date: isoDate });

export const listQuery = z.strictObject({
  status: z.enum(ISSUED_INVOICE_STATUSES).optional(),
  kind: z.enum(ISSUED_INVOICE_KINDS).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListQuery = z.infer<typeof listQuery>;
