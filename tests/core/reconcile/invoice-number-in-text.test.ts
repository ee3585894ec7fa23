import { describe, expect, it } from "vitest";
import { compileInvoiceNumber, containsInvoiceNumber } from "../../../core/reconcile/invoice-number-in-text";

function finds(number: string, text: string): boolean {
  return containsInvoiceNumber(text, compileInvoiceNumber(number));
}

describe("invoice number in remittance text", () => {
  it.each([
    ["2024-0012", "factuur 2024-0012"],
    ["2024-0012", "Fact. 2024 12 bedankt"],
    ["2024-0012", "betaling 20240012"],
    ["2024-0012", "F2024-12"],
    ["2024-0012", "INV 24/0012"],
    ["INV-2024-0012", "inv 2024 0012"],
    ["INV-2024-0012", "factuur 2024-12"],
    ["24/12", "INV 24/12"],
    ["INV-12", "inv 12"],
    ["F0012", "F 12"],
    ["5000143", "Factuur 5000143 klant 8812"],
  ])("finds %s in %j", (number, text) => {
    expect(finds(number, text)).toBe(true);
  });

  it.each([
    ["2024-0012", "2024-00123"],
    ["2024-0012", "12.2024-0012"],
    ["2024-03", "betaling 2024-03-15"],
    ["INV-12", "order 12"],
    ["12", "factuur 12"],
    ["2024-0012", "EUR 2024,0012"],
    ["1234", "NL91ABNA0417123456"],
  ])("does not take %s from %j", (number, text) => {
    expect(finds(number, text)).toBe(false);
  });
});
