import { describe, expect, it } from "vitest";
import {
  repairOcrLine,
  repairPackSizeEndingDescription,
  repairPackSizes,
  repairPagePackSizes,
} from "../../../../core/invoice/extraction/ocr-line-repair";
import type { Word } from "../../../../core/invoice/extraction/types";

describe("repairPackSizes: a litre's l read as 1 in a pack size", () => {
  it("reads the final 1 of a volume between a count with x and a container word as l", () => {
    expect(repairPackSizes(["Water", "12", "x", "1,01", "PET"])).toEqual(["Water", "12", "x", "1,0l", "PET"]);
    expect(repairPackSizes(["Cola", "24x", "0,331", "Dose"])).toEqual(["Cola", "24x", "0,33l", "Dose"]);
    expect(repairPackSizes(["6", "×", "1.51", "bottles"])).toEqual(["6", "×", "1.5l", "bottles"]);
  });

  it("leaves prices, weights and pack sizes without a container word as read", () => {
    for (const line of [
      ["12", "x", "1,01", "EUR"],
      ["12", "x", "1,01", "€"],
      ["12", "x", "1,01"],
      ["12", "x", "1,5", "kg"],
      ["Rabatt", "1,01", "PET"],
      ["2", "x", "10", "Stück"],
      ["3", "x", "101", "Flaschen"],
    ])
      expect(repairPackSizes(line)).toEqual(line);
  });

  it("reads a printed row tesseract split over two of its lines as one row", () => {
    const word = (text: string, x: number, y: number): Word => ({
      page: 1,
      x,
      y,
      width: 30,
      height: 20,
      text,
    });
    // "12 x" ended up with the row above, "1,01 PET" with the row below, in tesseract's order.
    const words = [
      word("Medium", 10, 100),
      word("12", 90, 101),
      word("x", 120, 101),
      word("4000001234561", 10, 130),
      word("1,01", 150, 99),
      word("PET", 190, 100),
      word("1,01", 150, 130),
    ];
    expect(repairPagePackSizes(words).map((w) => w.text)).toEqual([
      "Medium",
      "12",
      "x",
      "4000001234561",
      "1,0l",
      "PET",
      "1,01",
    ]);
  });

  it("reads a pack size wrapped over two printed rows of a description", () => {
    const word = (text: string, x: number, y: number, width = 30): Word => ({
      page: 1,
      x,
      y,
      width,
      height: 20,
      text,
    });
    const wrapped = [
      word("GTRWAS", 200, 100, 100),
      word("Medium", 430, 100, 100),
      word("12", 545, 100),
      word("x", 590, 100, 15),
      word("4000001234561", 200, 130, 225),
      word("1,01", 435, 130),
      word("PET", 480, 130),
    ];
    expect(repairPagePackSizes(wrapped).map((w) => w.text)[5]).toBe("1,0l");
    // The count and x belong to another column above: not this volume's text.
    const elsewhere = wrapped.map((w) => (w.text === "Medium" ? { ...w, x: 300 } : w));
    expect(repairPagePackSizes(elsewhere).map((w) => w.text)[5]).toBe("1,01");
  });
});

describe("repairOcrLine: the ß of a street read as f or b", () => {
  it("reads Straße back when a house number follows", () => {
    expect(repairOcrLine(["Kundenstrafe", "15"])).toEqual(["Kundenstraße", "15"]);
    expect(repairOcrLine(["Hauptstrabe", "7a,", "12345", "Ort"])).toEqual([
      "Hauptstraße",
      "7a,",
      "12345",
      "Ort",
    ]);
    expect(repairOcrLine(["Strafe", "3", "•", "Berlin"])).toEqual(["Straße", "3", "•", "Berlin"]);
  });

  it("leaves a penalty, Swiss spelling and a street without a number as read", () => {
    for (const line of [
      ["Vertragsstrafe", "500", "EUR"],
      ["Vertragsstrafe", "5", "%"],
      ["Vertragsstrafe", "vereinbart"],
      ["Bahnhofstrasse", "12"],
    ])
      expect(repairOcrLine(line)).toEqual(line);
  });
});

describe("repairPackSizeEndingDescription: a line item's name that ends in a pack size", () => {
  it("gives the volume its litre sign when the pack size closes the description", () => {
    expect(repairPackSizeEndingDescription("Leergutpfand 20 x 0,51")).toBe("Leergutpfand 20 x 0,5l");
    expect(repairPackSizeEndingDescription("Cola 24x 0,331")).toBe("Cola 24x 0,33l");
  });

  it("leaves a description alone that does not end in a count, a sign and such a volume", () => {
    for (const description of [
      "Porto 2 x 1,45",
      "Rabatt 10 x 5",
      "Miete 1,01",
      "Leergutpfand 20 x 0,5l",
      "Kabel 3 x 1,5 mm",
    ])
      expect(repairPackSizeEndingDescription(description)).toBe(description);
  });
});
