import { describe, expect, it } from "vitest";
import {
  derivePeppolParticipantIds,
  formatPeppolParticipantId,
  parsePeppolParticipantId,
} from "../../../core/peppol/participant-id";

describe("Peppol participant ids", () => {
  it("reads the usual written forms into one canonical form", () => {
    for (const input of ["0106:12345678", " 0106:12345678 ", "iso6523-actorid-upis::0106:12345678"]) {
      const parsed = parsePeppolParticipantId(input);
      expect(parsed.ok && formatPeppolParticipantId(parsed.value)).toBe("0106:12345678");
    }
    const vat = parsePeppolParticipantId("9944:NL123456782B01");
    expect(vat.ok && formatPeppolParticipantId(vat.value)).toBe("9944:nl123456782b01");
  });

  it("refuses malformed, hostile and oversized ids with a message", () => {
    for (const input of [
      "",
      "12345678",
      "106:1",
      "0106:",
      "0106:a b",
      "0106:1:2",
      `0106:${"9".repeat(51)}`,
    ]) {
      const parsed = parsePeppolParticipantId(input);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/Peppol id/);
    }
  });

  it("derives KvK and VAT ids from company details, KvK first", () => {
    const ids = derivePeppolParticipantIds({ kvk: "1234 5678", vatNumber: "NL 1234.56782.B01" });
    expect(ids.map(formatPeppolParticipantId)).toEqual(["0106:12345678", "9944:nl123456782b01"]);
    const belgian = derivePeppolParticipantIds({ vatNumber: "BE0123456789" });
    expect(belgian.map(formatPeppolParticipantId)).toEqual(["0208:0123456789", "9925:be0123456789"]);
    expect(derivePeppolParticipantIds({ kvk: "123", vatNumber: null })).toEqual([]);
  });
});
