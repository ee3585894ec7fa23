import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { buildEpcPayload, isCreditorReference } from "../../../core/invoice/epc-qr";
import { buildQrMatrix } from "../../../core/invoice/pdf/qr-matrix";

const payment = {
  name: "Bakkerij Ĳsselmeer",
  iban: "NL91 ABNA 0417 1643 00",
  currency: "EUR",
  amount: 66619n,
  reference: "2025-0042",
};

describe("EPC069-12 payload", () => {
  it("builds version 002, UTF-8, SCT with unstructured remittance", () => {
    const payload = buildEpcPayload(payment);
    expect(payload).toEqual({
      ok: true,
      value: [
        "BCD",
        "002",
        "1",
        "SCT",
        "",
        "Bakkerij Ĳsselmeer",
        "NL91ABNA0417164300",
        "EUR666.19",
        "",
        "",
        "2025-0042",
      ].join("\n"),
    });
  });

  it("puts an ISO 11649 creditor reference in the structured field", () => {
    expect(isCreditorReference("RF18 5390 0754 7034")).toBe(true);
    expect(isCreditorReference("RF19 5390 0754 7034")).toBe(false);
    const payload = buildEpcPayload({ ...payment, reference: "RF18 5390 0754 7034" });
    expect(payload.ok && payload.value.split("\n").slice(8)).toEqual(["", "RF18539007547034"]);
  });

  it("refuses other currencies, zero or huge amounts, bad IBANs and oversized text", () => {
    expect(buildEpcPayload({ ...payment, currency: "USD" }).ok).toBe(false);
    expect(buildEpcPayload({ ...payment, amount: 0n }).ok).toBe(false);
    expect(buildEpcPayload({ ...payment, amount: 100_000_000_000n }).ok).toBe(false);
    expect(buildEpcPayload({ ...payment, iban: "NL91ABNA0417164301" }).ok).toBe(false);
    expect(buildEpcPayload({ ...payment, name: "\n" }).ok).toBe(false);
  });

  it("strips line breaks that would shift the fields and truncates long values", () => {
    const payload = buildEpcPayload({ ...payment, name: "A\nB".repeat(50), reference: "x\ny".repeat(100) });
    expect(payload.ok).toBe(true);
    if (!payload.ok) return;
    const lines = payload.value.split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[5]?.length).toBe(70);
    expect(lines[10]?.length).toBe(140);
  });

  it("encodes into a square QR matrix with finder patterns", () => {
    const payload = buildEpcPayload(payment);
    if (!payload.ok) throw new Error(payload.error);
    const matrix = buildQrMatrix(payload.value);
    const size = matrix.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    for (const row of matrix) expect(row).toHaveLength(size);
    // Finder pattern corners are dark, the separator next to them light.
    expect(matrix[0]?.[0]).toBe(true);
    expect(matrix[0]?.[size - 1]).toBe(true);
    expect(matrix[size - 1]?.[0]).toBe(true);
    expect(matrix[7]?.[7]).toBe(false);
  });

  it("decodes back to the exact payload bytes (UTF-8, byte mode)", () => {
    const payload = buildEpcPayload({ ...payment, name: "Bakkerij Ĳsselmeer & Zonen — één €" });
    if (!payload.ok) throw new Error(payload.error);
    const matrix = buildQrMatrix(payload.value);
    const scale = 4;
    const quiet = 4;
    const size = (matrix.length + 2 * quiet) * scale;
    const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
    for (const [y, row] of matrix.entries()) {
      for (const [x, dark] of row.entries()) {
        if (!dark) continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const offset = (((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx) * 4;
            pixels.fill(0, offset, offset + 3);
          }
        }
      }
    }
    const decoded = jsQR(pixels, size, size);
    expect(decoded).not.toBeNull();
    expect(new TextDecoder().decode(new Uint8Array(decoded?.binaryData ?? []))).toBe(payload.value);
  });
});
