import { z } from "zod";

const answer = (max: number) => z.string().trim().max(max);

/**
 * What the person adds in the review so a purchase invoice can leave as an e-invoice: values the
 * rules require that the invoice itself did not print (or that we did not read). Stored beside the
 * extraction; every one is the person's own answer, never filled in by us.
 */
export const einvoiceAnswersSchema = z.strictObject({
  supplierStreet: answer(200).optional(),
  supplierPostcode: answer(20).optional(),
  supplierCity: answer(100).optional(),
  /** ISO 3166-1 alpha-2. */
  supplierCountry: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: "Use a two-letter country code (NL, DE, BE…)." })
    .transform((value) => value.toUpperCase())
    .optional()
    .or(z.literal("")),
  /** A Peppol participant id "SCHEME:ID" of the supplier (BT-34), when it has no KvK or VAT id. */
  supplierPeppolId: z
    .string()
    .trim()
    .regex(/^(\d{4}:\S{1,100})?$/, { error: "Write a Peppol id as scheme:id, e.g. 0106:12345678." })
    .optional(),
  buyerReference: answer(200).optional(),
  orderReference: answer(200).optional(),
  /** The one VAT rate of an invoice whose VAT breakdown was not read ("21", "9"). */
  vatRate: z
    .string()
    .trim()
    .regex(/^(\d{1,2}(\.\d{1,2})?)?$/, { error: "Write the rate as a number, e.g. 21." })
    .optional(),
  /** Which kind of 0 % the invoice's zero-rated amounts are (EN 16931 VAT category). */
  zeroRateCategory: z.enum(["Z", "E", "AE", "K", "G", "O"]).optional(),
});

export type EInvoiceAnswers = z.output<typeof einvoiceAnswersSchema>;
export type EInvoiceAnswerName = keyof EInvoiceAnswers;
