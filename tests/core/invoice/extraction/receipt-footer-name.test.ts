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

/** A Spanish café's roll whose name at the top the OCR lost: street, items, cash, footer. */
function cafeRoll(footer: readonly TillLine[]): TillLine[] {
  return [
    "Plaza España 65",
    "10918 Zaragoza",
    "CIF B01381975",
    "Menu del dia",
    "3x11,32 | 33,96",
    "Café con leche | 1,76",
    "Tortilla pincho | 3,53",
    "IMPORTE | 39,25",
    "Efectivo | 50,00",
    "Cambio | 10,75",
    "09/02/2025 13:05 Factura simplificada 162496",
    "Le atendió 9",
    "Válido hasta 09/02/2026",
    ...footer,
    "Gracias por su visita",
  ];
}

describe("the footer's legal line names the store when nothing above does (ADR 323)", () => {
  it("takes the company of the legal line, as a check", () => {
    const read = readTill(cafeRoll(["Los Olivos S.L.U."]));
    expect(read.supplier).toBe("Los Olivos S.L.U.");
    expect(read.supplierVerdict).toBe("check");
  });

  it("takes no name from a footer without a legal form (hostile: 'Le atendió 9')", () => {
    expect(readTill(cafeRoll(["Le atendió 9"])).supplier).toBeUndefined();
  });

  it("takes no 200,000-letter footer line ending in a legal form as the name (hostile, oversized)", () => {
    const read = readTill(cafeRoll([`${"x ".repeat(100_000)}S.L.`]));
    expect(read.supplier?.length ?? 0).toBeLessThan(100);
  });
});
