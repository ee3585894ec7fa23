import { describe, expect, it } from "vitest";
import { splitAddress } from "../../../../core/invoice/purchase/split-address";

describe("splitting an address read from the page", () => {
  it.each([
    [
      "Hoofdstraat 1\n1234 AB Amsterdam\nNederland",
      { street: "Hoofdstraat 1", postcode: "1234 AB", city: "Amsterdam", country: "NL" },
    ],
    [
      "Lieferantenstraße 20, 80333 München, Germany",
      { street: "Lieferantenstraße 20", postcode: "80333", city: "München", country: "DE" },
    ],
    [
      "Rue de la Paix 3, FR-75002 Paris",
      { street: "Rue de la Paix 3", postcode: "75002", city: "Paris", country: "FR" },
    ],
    [
      "10 Downing Street\nLondon SW1A 2AA\nUnited Kingdom",
      { street: "10 Downing Street", postcode: "SW1A 2AA", city: "London", country: "GB" },
    ],
  ])("%s", (text, expected) => {
    expect(splitAddress(text)).toEqual(expected);
  });

  it("leaves empty what the text does not say", () => {
    // An old one-letter prefix (F-75002) is not a country code: left for the person, not guessed.
    expect(splitAddress("Rue de la Paix 3, F-75002 Paris").country).toBe("");
    expect(splitAddress("Somewhere")).toEqual({ street: "", postcode: "", city: "", country: "" });
    expect(splitAddress("")).toEqual({ street: "", postcode: "", city: "", country: "" });
  });

  it("stays fast and bounded on hostile input", () => {
    const parts = splitAddress(`${"1234 ".repeat(20_000)}\n${",".repeat(50_000)}`);
    expect(parts.country).toBe("");
  });
});
