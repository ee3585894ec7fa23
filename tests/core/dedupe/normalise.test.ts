import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { describe, expect, it } from "vitest";
import { DEFAULT_NORMALISATION, normaliseValue } from "../../../core/dedupe/normalise";
import { normaliseDate } from "../../../core/dedupe/normalise-date";
import { collapseSpaces, removeAccents, removePunctuation } from "../../../core/dedupe/normalise-text";
import {
  normaliseEmail,
  normaliseNumber,
  normalisePhone,
  normalisePostcode,
} from "../../../core/dedupe/normalise-typed";
import type { Normalisation } from "../../../core/dedupe/types";

const NONE: Normalisation = {
  trim: false,
  collapseSpaces: false,
  ignoreCase: false,
  ignoreAccents: false,
  ignorePunctuation: false,
  kind: "text",
};

describe("text normalisations", () => {
  it("trims only when asked", () => {
    expect(normaliseValue("  Jan  ", NONE)).toBe("  Jan  ");
    expect(normaliseValue("  Jan  ", { ...NONE, trim: true })).toBe("Jan");
  });

  it("collapses runs of spaces, tabs and non-breaking spaces", () => {
    expect(collapseSpaces("Jan \t\u00a0 Jansen")).toBe("Jan Jansen");
    expect(normaliseValue("Jan   Jansen", { ...NONE, collapseSpaces: true })).toBe("Jan Jansen");
  });

  it("ignores case", () => {
    expect(normaliseValue("JAN Jansen", { ...NONE, ignoreCase: true })).toBe("jan jansen");
  });

  it("ignores accents, including letters without a decomposition", () => {
    expect(removeAccents("Zoë Émile Ångström")).toBe("Zoe Emile Angstrom");
    expect(removeAccents("Straße Søren Łukasz")).toBe("Strasse Soren Lukasz");
    expect(normaliseValue("Café", { ...NONE, ignoreAccents: true })).toBe("Cafe");
  });

  it("ignores punctuation; word joiners become spaces", () => {
    expect(removePunctuation("O'Brien & Co., B.V.")).toBe("OBrien  Co BV");
    expect(removePunctuation("Jan-Piet")).toBe("Jan Piet");
    expect(normaliseValue("Kerkstr. 12", { ...NONE, ignorePunctuation: true })).toBe("Kerkstr 12");
  });

  it("applies the defaults: trim, collapse spaces, ignore case", () => {
    expect(normaliseValue("  Jan   JANSEN ", DEFAULT_NORMALISATION)).toBe("jan jansen");
  });
});

describe("e-mail", () => {
  it("lower-cases the whole address", () => {
    expect(normaliseEmail(" Jan.Jansen@Example.NL ", false)).toBe("jan.jansen@example.nl");
  });

  it("applies Gmail dots and plus rules only when asked and only for Gmail", () => {
    expect(normaliseEmail("Jan.Jansen+shop@gmail.com", true)).toBe("janjansen@gmail.com");
    expect(normaliseEmail("jan.jansen+shop@googlemail.com", true)).toBe("janjansen@gmail.com");
    expect(normaliseEmail("Jan.Jansen+shop@gmail.com", false)).toBe("jan.jansen+shop@gmail.com");
    expect(normaliseEmail("jan.jansen+shop@example.nl", true)).toBe("jan.jansen+shop@example.nl");
  });

  it("rejects what is not an address, and falls back to text rules", () => {
    expect(normaliseEmail("no address", false)).toBeNull();
    expect(normaliseEmail("@example.nl", false)).toBeNull();
    expect(normaliseEmail("jan@", false)).toBeNull();
    expect(normaliseValue(" Not Known ", { ...DEFAULT_NORMALISATION, kind: "email" })).toBe("not known");
  });
});

describe("phone", () => {
  it("turns Dutch formats into E.164", () => {
    for (const raw of [
      "06-12345678",
      "06 1234 5678",
      "+31 6 12345678",
      "0031612345678",
      "(06) 12 34 56 78",
    ]) {
      expect(normalisePhone(raw, "NL")).toBe("+31612345678");
    }
    expect(normalisePhone("020-1234567", "NL")).toBe("+31201234567");
  });

  it("gives plain ten-digit Dutch numbers the same E.164 form as the full parser", () => {
    expect(normalisePhone("0612345678", "NL")).toBe("+31612345678");
    expect(normalisePhone("0201234567", "NL")).toBe("+31201234567");
    expect(normalisePhone("+31612345678", "NL")).toBe("+31612345678");
    for (const raw of [
      "06-12345678",
      "06 1234 5678",
      "(06) 12 34 56 78",
      "+31 6 12345678",
      "0031 6 12345678",
      "(020) 123 45 67",
      "020.123.45.67",
      "+31 (0)6 12345678",
      "0031 (0)20 1234567",
    ]) {
      const full = parsePhoneNumberFromString(raw.trim().replace(/^00(?=[1-9])/, "+"), "NL");
      expect(normalisePhone(raw, "NL")).toBe(full?.number);
    }
    // Only Dutch numbers take the short cut: in Belgium a leading 0 means Belgium.
    expect(normalisePhone("0475123456", "BE")).toBe("+32475123456");
  });

  it("uses the default country only for numbers without a country code", () => {
    expect(normalisePhone("0475 12 34 56", "BE")).toBe("+32475123456");
    expect(normalisePhone("+32 475 12 34 56", "NL")).toBe("+32475123456");
  });

  it("rejects text and impossible numbers", () => {
    expect(normalisePhone("unknown", "NL")).toBeNull();
    expect(normalisePhone("12", "NL")).toBeNull();
    expect(normaliseValue("n/a", { ...DEFAULT_NORMALISATION, kind: "phone" })).toBe("n/a");
  });
});

describe("Dutch postcode", () => {
  it("writes 1234AB whatever the spacing and case", () => {
    expect(normalisePostcode("1234 ab")).toBe("1234AB");
    expect(normalisePostcode(" 1234AB ")).toBe("1234AB");
    expect(normalisePostcode("1234  Ab")).toBe("1234AB");
  });

  it("rejects what no Dutch postcode can be", () => {
    expect(normalisePostcode("0123 AB")).toBeNull();
    expect(normalisePostcode("1234 SS")).toBeNull();
    expect(normalisePostcode("12345")).toBeNull();
    expect(normalisePostcode("B-1000")).toBeNull();
  });
});

describe("numbers", () => {
  it("reads Dutch and English separators exactly", () => {
    expect(normaliseNumber("1.234,50")).toBe("1234.5");
    expect(normaliseNumber("1,234.50")).toBe("1234.5");
    expect(normaliseNumber("12,5")).toBe("12.5");
    expect(normaliseNumber("12.50")).toBe("12.5");
    expect(normaliseNumber("1.000.000")).toBe("1000000");
    expect(normaliseNumber("007")).toBe("7");
  });

  it("handles signs, currency and accounting parentheses", () => {
    expect(normaliseNumber("€ 1.234,00")).toBe("1234");
    expect(normaliseNumber("-12,30")).toBe("-12.3");
    expect(normaliseNumber("(45,00)")).toBe("-45");
    expect(normaliseNumber("-0,00")).toBe("0");
    expect(normaliseNumber("100 EUR")).toBe("100");
  });

  it("rejects text", () => {
    expect(normaliseNumber("twelve")).toBeNull();
    expect(normaliseNumber("12a")).toBeNull();
    expect(normaliseNumber("1,2,3.4.5")).toBeNull();
  });
});

describe("dates", () => {
  it("reads day-first and ISO dates", () => {
    expect(normaliseDate("2024-03-05")).toBe("2024-03-05");
    expect(normaliseDate("5-3-2024")).toBe("2024-03-05");
    expect(normaliseDate("05/03/2024")).toBe("2024-03-05");
    expect(normaliseDate("05.03.24")).toBe("2024-03-05");
    expect(normaliseDate("2024/3/5")).toBe("2024-03-05");
    expect(normaliseDate("2024-03-05T10:30:00Z")).toBe("2024-03-05");
  });

  it("reads two-digit years as Excel does: 30-99 in the last century, so a birth date in '31 is 1931", () => {
    expect(normaliseDate("2/4/31")).toBe("1931-04-02");
    expect(normaliseDate("2/4/1931")).toBe(normaliseDate("2/4/31"));
    expect(normaliseDate("19-Feb-45")).toBe("1945-02-19");
    expect(normaliseDate("05.03.29")).toBe("2029-03-05");
  });

  it("reads Dutch and English month names", () => {
    expect(normaliseDate("5 maart 2024")).toBe("2024-03-05");
    expect(normaliseDate("5 mrt. 2024")).toBe("2024-03-05");
    expect(normaliseDate("March 5, 2024")).toBe("2024-03-05");
    expect(normaliseDate("5-okt-2024")).toBe("2024-10-05");
  });

  it("rejects impossible dates", () => {
    expect(normaliseDate("31-02-2024")).toBeNull();
    expect(normaliseDate("29-02-2023")).toBeNull();
    expect(normaliseDate("2024-13-01")).toBeNull();
    expect(normaliseDate("5 brumaire 2024")).toBeNull();
    expect(normaliseDate("tomorrow")).toBeNull();
  });

  it("falls back to text rules when a date column has text", () => {
    expect(normaliseValue(" Unknown ", { ...DEFAULT_NORMALISATION, kind: "date" })).toBe("unknown");
    expect(normaliseValue("29-02-2024", { ...DEFAULT_NORMALISATION, kind: "date" })).toBe("2024-02-29");
  });
});
