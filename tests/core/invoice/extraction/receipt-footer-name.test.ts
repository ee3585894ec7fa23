import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** A Dutch drugstore's roll whose top lines are `header`, with its legal name in the footer. */
function drugstoreRoll(header: readonly TillLine[], footer: readonly TillLine[]): TillLine[] {
  return [
    ...header,
    "Molenweg 159",
    "1318 RT Deventer",
    "Za 25 apr 2026 12:08",
    "Paracetamol 500mg | 4,08",
    "Deodorant | 3,62",
    "Shampoo 250ml | 3,97",
    "Te betalen EUR | 11,67",
    "Maestro | 11,67",
    ...footer,
    "Tot de volgende keer",
  ];
}

const LEGAL_FOOTER: TillLine[] = ["Jansen B.V.", "KvK 82070675"];

describe("a legal name read only in a receipt's footer (ADR 323)", () => {
  it("stays a check when the store's name at the top was not read", () => {
    const read = readTill(drugstoreRoll([], LEGAL_FOOTER));
    expect(read.supplier).toBe("Jansen B.V.");
    expect(read.supplierVerdict).toBe("check");
  });

  it("stays a check when the top shows another, garbled name line", () => {
    const read = readTill(drugstoreRoll([{ text: "Ee ii", size: 28 }], LEGAL_FOOTER));
    expect(read.supplierVerdict).not.toBe("sure");
  });

  it("may stay sure when the top prints the same name (guard)", () => {
    const read = readTill(drugstoreRoll([{ text: "Jansen B.V.", size: 24 }], LEGAL_FOOTER));
    expect(read.supplier).toBe("Jansen B.V.");
    expect(read.supplierVerdict).toBe("sure");
  });
});
