import { describe, expect, it } from "vitest";
import { readTill } from "./receipt-words";

/** A till roll whose only date is `dateLine`. */
function rollDated(dateLine: string): string[] {
  return [
    "BOULANGERIE DUPONT",
    "Rue de la Paix 3",
    "75001 Paris",
    dateLine,
    "Baguette | 1,20",
    "Croissant | 2,40",
    "TOTAL | 3,60",
    "CB | 3,60",
  ];
}

describe("French, Spanish and Italian month words on till receipts (ADR 323)", () => {
  const lines: [string, string][] = [
    ["sam. 7 févr. 2026 14:32", "2026-02-07"],
    ["ven. 3 avr. 2026 14h32", "2026-04-03"],
    ["5 janv. 2026", "2026-01-05"],
    ["12 juil. 2025", "2025-07-12"],
    ["12 sept. 2025 10:01", "2025-09-12"],
    ["mar. 14 déc. 2025 9:05", "2025-12-14"],
    ["3 févr. 26 14:32", "2026-02-03"],
    ["sáb 9 ene 2025 14:32", "2025-01-09"],
    ["09-ene-25 14:32", "2025-01-09"],
    ["14 dic 2025 9:05", "2025-12-14"],
    ["lun 2 giu 2025 ore 14:32", "2025-06-02"],
    ["02-giu-25 14:32", "2025-06-02"],
    ["14 set 2025", "2025-09-14"],
  ];
  for (const [line, iso] of lines)
    it(`reads "${line}" as ${iso}`, () => {
      expect(readTill(rollDated(line)).date).toBe(iso);
    });

  it("reads no date from a month-like word without a day and year (hostile: 'Menu giu')", () => {
    expect(readTill(rollDated("Menu giu")).date).toBeUndefined();
  });
});
