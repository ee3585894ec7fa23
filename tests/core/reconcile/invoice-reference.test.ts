import { describe, expect, it } from "vitest";
import { createInvoiceReference } from "../../../core/reconcile/invoice-reference";
import { isValidBetalingskenmerk } from "../../../core/validation/betalingskenmerk";
import { isValidCreditorReference } from "../../../core/validation/creditor-reference";

describe("the payment reference of a generated invoice", () => {
  it("is an RF reference over the invoice number, valid and different per number", () => {
    const first = createInvoiceReference("GK-2026-42", "rf");
    const second = createInvoiceReference("GK-2026-43", "rf");
    expect(first).toMatch(/^RF\d{2}GK202642$/);
    expect(isValidCreditorReference(first)).toBe(true);
    expect(second).not.toBe(first);
  });
  it("is a 16-digit betalingskenmerk over the number's digits when chosen", () => {
    const reference = createInvoiceReference("2024-0031", "betalingskenmerk");
    expect(reference).toHaveLength(16);
    expect(reference.endsWith("20240031")).toBe(true);
    expect(isValidBetalingskenmerk(reference)).toBe(true);
  });
  it("falls back to digits for long numbers and gives nothing for 'none'", () => {
    const long = createInvoiceReference("FACTUUR-KLANT-ABCDEFGHIJ-2026-000042", "rf");
    expect(isValidCreditorReference(long)).toBe(true);
    expect(createInvoiceReference("2024-0031", "none")).toBe("");
    expect(createInvoiceReference("ABC", "betalingskenmerk")).toBe("");
  });
});
