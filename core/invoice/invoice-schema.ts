import { z } from "zod";
import type { Invoice } from "./model";

const text = (max: number) => z.string().max(max);

const addressSchema = z.strictObject({
  street: text(200),
  postcode: text(20),
  city: text(100),
  country: text(2),
});

const partySchema = z.strictObject({
  name: text(200),
  address: addressSchema,
  vatNumber: text(30),
  kvk: text(20),
  email: text(200),
});

const lineSchema = z.strictObject({
  description: text(1000),
  quantity: text(30),
  unit: text(3),
  unitPrice: text(30),
  discount: z
    .discriminatedUnion("kind", [
      z.strictObject({ kind: z.literal("percent"), value: text(30) }),
      z.strictObject({ kind: z.literal("amount"), value: text(30) }),
    ])
    .nullable(),
  vatCategory: z.enum(["S", "Z", "E", "AE", "K", "G", "O"]),
  vatRate: text(10),
});

const deliverySchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("date"), date: text(10) }),
    z.strictObject({ kind: z.literal("period"), start: text(10), end: text(10) }),
  ])
  .nullable();

/**
 * The invoice as it crosses a trust boundary (local storage now, the API later): shape and sizes
 * only. Whether it may be issued is dutch-rules.ts's and the e-invoice validator's job.
 */
export const invoiceSchema = z.strictObject({
  kind: z.enum(["invoice", "credit-note"]),
  number: text(40),
  issueDate: text(10),
  delivery: deliverySchema,
  dueDate: text(10),
  currency: text(3),
  buyerReference: text(200),
  orderReference: text(200),
  notes: text(2000),
  paymentReference: text(140),
  supplier: partySchema.extend({ iban: text(40), kor: z.boolean() }),
  customer: partySchema,
  lines: z.array(lineSchema).min(1).max(1000),
  precedingInvoice: z.strictObject({ number: text(40), issueDate: text(10) }).nullable(),
  simplified: z.boolean(),
  language: z.enum(["nl", "en"]),
}) satisfies z.ZodType<Invoice>;

export function parseInvoice(input: unknown): { ok: true; value: Invoice } | { ok: false; error: string } {
  const result = invoiceSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.message };
}
