import { describe, expect, it } from "vitest";
import { amountToCents } from "../../worker/bank/amount-cents";
import { chunkRows, rowsPerInsert } from "../../worker/bank/chunk-inserts";
import { detectBinaryKind } from "../../worker/bank/upload-limits";

describe("amountToCents", () => {
  it("rounds exact amounts with up to five decimals half away from zero", () => {
    expect(amountToCents("1944.77655")).toBe(194478);
    expect(amountToCents("-0.12345")).toBe(-12);
    expect(amountToCents("-0.125")).toBe(-13);
    expect(amountToCents("0.00499")).toBe(0);
    expect(amountToCents("-1.57")).toBe(-157);
    expect(amountToCents("12345678901.99")).toBe(1234567890199);
  });

  it("throws on text that is not a canonical amount", () => {
    expect(() => amountToCents("1,50")).toThrow();
    expect(() => amountToCents("")).toThrow();
  });
});

describe("chunked inserts", () => {
  it("keeps every INSERT within D1's 100 bound parameters", () => {
    expect(rowsPerInsert(26)).toBe(3);
    expect(rowsPerInsert(28)).toBe(3);
    expect(rowsPerInsert(150)).toBe(1);
    const chunks = chunkRows(
      Array.from({ length: 1500 }, (_, i) => i),
      3,
    );
    expect(chunks).toHaveLength(500);
    expect(chunks.at(-1)).toEqual([1497, 1498, 1499]);
    expect(chunkRows([], 3)).toEqual([]);
  });
});

describe("detectBinaryKind", () => {
  it("names binary files by their first bytes and lets text through", () => {
    expect(detectBinaryKind(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 13, 10]))).toBe("a PNG image");
    expect(detectBinaryKind(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toContain("ZIP");
    expect(detectBinaryKind(new TextEncoder().encode("%PDF-1.7"))).toBe("a PDF document");
    expect(detectBinaryKind(new TextEncoder().encode(":20:STARTUMS\r\n"))).toBeNull();
    expect(detectBinaryKind(new TextEncoder().encode("<?xml version"))).toBeNull();
    expect(detectBinaryKind(new Uint8Array())).toBeNull();
  });
});
