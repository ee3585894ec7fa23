import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeBase64, encodeBase64 } from "../../../core/invoice/base64";
import { pieceEmbeddedXml } from "../../../core/invoice/ubl/embedded-pieces";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { sampleInvoice } from "./sample-invoices";

function join(pieces: Iterable<Uint8Array>): string {
  const decoder = new TextDecoder();
  let text = "";
  for (const piece of pieces) text += decoder.decode(piece, { stream: true });
  return text + decoder.decode();
}

describe("a UBL with its original written piece by piece (ADR 252)", () => {
  it("is byte for byte the UBL written with the whole document, for any size of document", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200_000 }), (bytes) => {
        const invoice = sampleInvoice();
        const pdf = { filename: 'a<b>&"c".pdf', bytes };
        const whole = writeUbl(invoice, { profile: "peppol", pdf });
        const empty = writeUbl(invoice, { profile: "peppol", pdf: { ...pdf, bytes: new Uint8Array(0) } });
        expect(join(pieceEmbeddedXml(empty, bytes))).toBe(whole);
      }),
      { numRuns: 25 },
    );
  });

  it("passes a UBL without an embedded document through unchanged", () => {
    const xml = writeUbl(sampleInvoice(), { profile: "nlcius" });
    expect(join(pieceEmbeddedXml(xml, new Uint8Array([1, 2, 3])))).toBe(xml);
  });

  it("encodes base64 as Node does and decodes it back, at every length", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 5_000 }), (bytes) => {
        const text = encodeBase64(bytes);
        expect(text).toBe(Buffer.from(bytes).toString("base64"));
        expect(decodeBase64(text)).toEqual(bytes);
      }),
    );
  });
});
