import { describe, expect, it } from "vitest";
import {
  extractBic,
  extractIban,
  extractKvk,
  extractVatIds,
  findIbans,
} from "../../../../core/invoice/extraction/identifiers";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import { extractParties } from "../../../../core/invoice/extraction/parties";
import { documentFrom } from "./words";

describe("IBAN", () => {
  it("finds a spaced IBAN followed by other text and skips a VAT number before it", () => {
    const layout = buildLayout(documentFrom(["NL833950848B01 NL91 ABNA 0417 1643 00 BIC ABNANL2A"]));
    expect(findIbans(layout).map((found) => found.value)).toEqual(["NL91ABNA0417164300"]);
  });
  it("takes the supplier's IBAN when several are printed and the customer's own account is named", () => {
    const layout = buildLayout(
      documentFrom([
        "IBAN NL91 ABNA 0417 1643 00 / NL02 ABNA 0123 4567 89",
        "Wij incasseren het bedrag van uw rekening NL20 INGB 0001 2345 67",
      ]),
    );
    const iban = extractIban(layout, null);
    expect(iban?.value).toBe("NL91ABNA0417164300");
    expect(iban?.confidence).toBeLessThan(0.9);
    expect(findIbans(layout).find((found) => found.value === "NL20INGB0001234567")?.customer).toBe(true);
  });
  it("reports an IBAN whose checksum fails with a low confidence instead of hiding it", () => {
    const iban = extractIban(buildLayout(documentFrom(["IBAN NL92 ABNA 0417 1643 00"])), null);
    expect(iban?.value).toBe("NL92ABNA0417164300");
    expect(iban?.confidence).toBeLessThan(0.5);
  });
});

describe("VAT numbers, KvK, BIC", () => {
  it("tells the supplier's BTW-id from the customer's (reverse charge)", () => {
    const layout = buildLayout(
      documentFrom([
        "Bakkerij B.V.",
        "BTW-nr.: NL001234560B01",
        "Factuur aan",
        "Weber GmbH",
        "Uw btw-nummer: DE123456789",
      ]),
    );
    const parties = extractParties(layout);
    const ids = extractVatIds(layout, parties.customerBlock);
    expect(ids.supplier?.value).toBe("NL001234560B01");
    expect(ids.customer?.value).toBe("DE123456789");
  });
  it("refuses a Dutch BTW-id that fails the 11-test", () => {
    expect(extractVatIds(buildLayout(documentFrom(["BTW NL001234568B01"])), null).supplier).toBeUndefined();
  });
  it("reads KvK inline, right of and below its label", () => {
    expect(extractKvk(buildLayout(documentFrom(["KvK 12345678 · BTW NL001234560B01"])))?.value).toBe(
      "12345678",
    );
    expect(extractKvk(buildLayout(documentFrom(["KvK-nummer | 87654321"])))?.value).toBe("87654321");
    expect(extractKvk(buildLayout(documentFrom(["KvK", { text: "1234 5678", y: 70 }])))?.value).toBe(
      "12345678",
    );
    expect(extractKvk(buildLayout(documentFrom(["KvK 1234567"])))).toBeUndefined();
  });
  it("reads a BIC", () => {
    expect(extractBic(buildLayout(documentFrom(["BIC: RABONL2U"])))?.value).toBe("RABONL2U");
    expect(extractBic(buildLayout(documentFrom(["SWIFT/BIC | COBADEFFXXX"])))?.value).toBe("COBADEFFXXX");
  });
});
