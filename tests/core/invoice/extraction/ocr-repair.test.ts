import { describe, expect, it } from "vitest";
import { repairRowNumbers } from "../../../../core/invoice/extraction/line-item-repair";
import { repairOcrQuotes, repairOcrWord } from "../../../../core/invoice/extraction/ocr-repair";
import { medianFilterGrey, scanUpscaleFactor } from "../../../../core/invoice/extraction/scan-preprocess";

describe("repairRowNumbers (OCR line items)", () => {
  it("puts back a dropped decimal separator when quantity × price then equals the amount", () => {
    expect(repairRowNumbers({ quantity: "85", unitPriceCents: 21865, amountCents: 185853 }, true)).toEqual({
      quantity: "8.5",
      unitPriceCents: 21865,
      amountCents: 185853,
      repaired: true,
    });
    expect(
      repairRowNumbers({ quantity: "155", unitPriceCents: 20000, amountCents: 310000 }, true).quantity,
    ).toBe("15.5");
  });

  it("takes the product when the amount lost one of its digits, and 1 for a lost lone quantity", () => {
    const fixed = repairRowNumbers({ quantity: "11", unitPriceCents: 20055, amountCents: 20605 }, true);
    expect(fixed).toMatchObject({ amountCents: 220605, repaired: true });
    expect(
      repairRowNumbers({ quantity: null, unitPriceCents: 14811, amountCents: 14811 }, true).quantity,
    ).toBe("1");
    expect(
      repairRowNumbers({ quantity: null, unitPriceCents: 14811, amountCents: 14811 }, false).repaired,
    ).toBe(false);
  });

  it("leaves consistent rows and rows no clean reading explains as they are", () => {
    expect(
      repairRowNumbers({ quantity: "8", unitPriceCents: 23217, amountCents: 185736 }, true).repaired,
    ).toBe(false);
    const odd = { quantity: "3", unitPriceCents: 1234, amountCents: 99_999 };
    expect(repairRowNumbers(odd, true)).toEqual({ ...odd, repaired: false });
    expect(repairRowNumbers({ quantity: "2", unitPriceCents: 0, amountCents: 10 }, true).repaired).toBe(
      false,
    );
  });
});

describe("repairOcrWord", () => {
  it("repairs percentages, a BTW-id's B read as 8 (checksum-guarded), abbreviation points and decimal colons", () => {
    expect(repairOcrWord("2í%")).toBe("21%");
    expect(repairOcrWord("NL307366960802")).toBe("NL307366960B02");
    expect(repairOcrWord("excl:")).toBe("excl.");
    expect(repairOcrWord("8,256:91")).toBe("8,256.91");
    expect(repairOcrWord("€2.746:02")).toBe("€2.746,02");
  });

  it("leaves words alone when the repair is not certain", () => {
    // Same shape, but no reading passes the BTW-id 11-test.
    expect(repairOcrWord("NL123456789812")).toBe("NL123456789812");
    expect(repairOcrWord("256:91")).toBe("256:91");
    expect(repairOcrWord("Totaal")).toBe("Totaal");
    expect(repairOcrWord("S%")).toBe("S%");
    expect(repairOcrWord("-4")).toBe("-4");
    expect(repairOcrWord("-12,50")).toBe("-12,50");
  });

  it("drops a speck read as a dash before a compound that starts with a number", () => {
    // "4-Fahrten-Karte" wrapped after "4-": a number never ends in a hyphen.
    expect(repairOcrWord("-4-")).toBe("4-");
    expect(repairOcrWord("—12-")).toBe("12-");
  });
});

describe("scan preparation", () => {
  it("enlarges only low-resolution pages", () => {
    expect(scanUpscaleFactor(1000, 1400)).toBe(2);
    expect(scanUpscaleFactor(1488, 2105)).toBe(1);
  });

  it("removes an isolated speck and keeps a solid stroke", () => {
    const width = 5;
    const height = 5;
    const data = new Uint8ClampedArray(width * height * 4).fill(255);
    const set = (x: number, y: number, value: number): void => {
      data.set([value, value, value], (y * width + x) * 4);
    };
    set(1, 1, 0);
    for (let y = 0; y < height; y++) set(3, y, 0);
    for (let y = 0; y < height; y++) set(4, y, 0);
    medianFilterGrey({ width, height, data });
    expect(data[(1 * width + 1) * 4]).toBe(255);
    expect(data[(2 * width + 4) * 4]).toBe(0);
  });
});

describe("repairOcrWord: decimal separators", () => {
  it("reads a semicolon between an amount's units and cents as the decimal comma", () => {
    expect(repairOcrWord("14;16")).toBe("14,16");
    expect(repairOcrWord("1.214;09")).toBe("1.214,09");
    expect(repairOcrWord("Art;Nr")).toBe("Art;Nr");
  });
});

describe("repairRowNumbers: a quantity OCR lost", () => {
  it("takes the whole number the amount implies under a quantity header, and nothing else", () => {
    expect(repairRowNumbers({ quantity: null, unitPriceCents: 333, amountCents: 1000 }, true)).toMatchObject({
      quantity: "3",
      repaired: true,
    });
    expect(repairRowNumbers({ quantity: null, unitPriceCents: 400, amountCents: 1000 }, true).repaired).toBe(
      false,
    );
    expect(repairRowNumbers({ quantity: null, unitPriceCents: 333, amountCents: 1000 }, false).repaired).toBe(
      false,
    );
  });
});

describe("repairOcrWord: French elision", () => {
  it("reads a capital I before an apostrophe and a French word as the article l'", () => {
    expect(repairOcrWord("I'ancienne")).toBe("l'ancienne");
    expect(repairOcrWord("I'Abbaye")).toBe("l'Abbaye");
    expect(repairOcrWord("I'M")).toBe("I'M");
    expect(repairOcrWord("I'll")).toBe("I'll");
    expect(repairOcrWord("I've")).toBe("I've");
  });
});

describe("repairRowNumbers: readings the row's arithmetic may choose", () => {
  it("implies a negative quantity on a credit row whose quantity OCR lost", () => {
    expect(repairRowNumbers({ quantity: null, unitPriceCents: 100, amountCents: -500 }, true)).toMatchObject({
      quantity: "-5",
      repaired: true,
    });
    expect(repairRowNumbers({ quantity: null, unitPriceCents: -145, amountCents: 290 }, true).quantity).toBe(
      "-2",
    );
  });

  it("keeps a quantity that no single misread digit turns into the implied one (a discount explains the amount)", () => {
    const discounted = { quantity: "20", unitPriceCents: 455, amountCents: 8190 };
    expect(repairRowNumbers(discounted, true)).toEqual({ ...discounted, repaired: false });
    const credit = { quantity: "-5", unitPriceCents: 455, amountCents: -2048 };
    expect(repairRowNumbers(credit, true)).toEqual({ ...credit, repaired: false });
    expect(repairRowNumbers({ quantity: "17", unitPriceCents: 500, amountCents: 5500 }, true).quantity).toBe(
      "11",
    );
  });
});

describe("repairOcrWord: letters OCR reads as others", () => {
  it("reads a capital B or a 3 after a vowel inside a lower-case word as ß", () => {
    expect(repairOcrWord("StoBfänger")).toBe("Stoßfänger");
    expect(repairOcrWord("groB")).toBe("groß");
    expect(repairOcrWord("heil3e")).toBe("heiße");
    expect(repairOcrWord("Heiße")).toBe("Heiße");
  });

  it("reads an f ending a word after an umlaut as ß, and an f after a plain vowel as f", () => {
    expect(repairOcrWord("gemäf")).toBe("gemäß");
    expect(repairOcrWord("Gefäf,")).toBe("Gefäß,");
    for (const word of ["Hof", "Brief", "tief", "Chef", "Schaf", "Käfer", "äf"])
      expect(repairOcrWord(word)).toBe(word);
  });

  it("leaves camel case, abbreviations and codes with a B or 3 alone", () => {
    for (const word of ["eBay", "iBood", "kB", "GmbH", "SoundBar", "AB3e", "ABBA", "A3", "ISO3166", "v1.3a"])
      expect(repairOcrWord(word)).toBe(word);
  });

  it("reads the litre's l and the square metre's ² after a number", () => {
    expect(repairOcrWord("100m1")).toBe("100ml");
    expect(repairOcrWord("2000mI")).toBe("2000ml");
    expect(repairOcrWord("m?")).toBe("m²");
    expect(repairOcrWord("1,01")).toBe("1,01");
    expect(repairOcrWord("Wat?")).toBe("Wat?");
  });

  it("reads a rate's percent sign read as a degree sign back", () => {
    expect(repairOcrWord("7°")).toBe("7%");
    expect(repairOcrWord("7°%")).toBe("7%");
    expect(repairOcrWord("20°C")).toBe("20°C");
    expect(repairOcrWord("N°")).toBe("N°");
  });

  it("reads an exclamation mark standing alone as a word as 1", () => {
    expect(repairOcrWord("!")).toBe("1");
    expect(repairOcrWord("Danke!")).toBe("Danke!");
  });
});

describe("repairOcrQuotes", () => {
  it("opens a quote read as a comma before a word when the line closes it, and closes it curly", () => {
    expect(repairOcrQuotes(["Hot", "air", ",heiße", "Luft“", "(litres)"])).toEqual([
      "Hot",
      "air",
      "„heiße",
      "Luft“",
      "(litres)",
    ]);
    expect(repairOcrQuotes(["„heiße", 'Luft"'])).toEqual(["„heiße", "Luft“"]);
    expect(repairOcrQuotes([",Luft”,"])).toEqual(["„Luft“,"]);
  });

  it("leaves commas and straight quotes that open nothing", () => {
    expect(repairOcrQuotes(["a", ",b", "c"])).toEqual(["a", ",b", "c"]);
    expect(repairOcrQuotes(['"Luft"', "x"])).toEqual(['"Luft"', "x"]);
  });
});

describe("repairOcrQuotes: single quotes", () => {
  it("drops an opening single quote nothing closes (a speck before a name)", () => {
    expect(repairOcrQuotes(["‘Kunden", "AG", "Mitte"])).toEqual(["Kunden", "AG", "Mitte"]);
    expect(repairOcrQuotes(["‚Claes", "Architecten"])).toEqual(["Claes", "Architecten"]);
  });

  it("keeps quoted words and Dutch elisions", () => {
    expect(repairOcrQuotes(["‘Kunden", "Mitte’"])).toEqual(["‘Kunden", "Mitte’"]);
    expect(repairOcrQuotes(["‘s-Hertogenbosch"])).toEqual(["‘s-Hertogenbosch"]);
    expect(repairOcrQuotes(["‘t", "Hoekje"])).toEqual(["‘t", "Hoekje"]);
  });
});
