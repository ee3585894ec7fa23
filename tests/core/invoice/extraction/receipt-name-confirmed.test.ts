import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** A lunchroom's roll: `top` as its first line, read at `confidence`, and `footer` under the payment. */
function lunchroomRoll(top: TillLine, footer: readonly TillLine[]): TillLine[] {
  const line = (text: string): TillLine => ({ text, confidence: 93 });
  return [
    top,
    line("Kerkstraat 12"),
    line("3811 CV Amersfoort"),
    line("12-11-2026 14:32"),
    line("Koffie | 3,20"),
    line("Appeltaart | 4,50"),
    line("TOTAAL | 7,70"),
    line("PIN | 7,70"),
    ...footer.map((entry) => (typeof entry === "string" ? line(entry) : entry)),
  ];
}

const name = (text: string, doubtful: string[] = []): TillLine => ({
  text,
  size: 24,
  confidence: 93,
  doubtful,
});
const LEGAL_FOOTER = ["Vermeulen B.V.", "KvK 82070675"];

describe("a store's name read cleanly at the top and confirmed lower on the roll (ADR 323)", () => {
  it("is sure when every word was read cleanly and one is printed again in the footer's legal line", () => {
    const read = readTill(lunchroomRoll(name("LUNCHROOM VERMEULEN"), LEGAL_FOOTER));
    expect(read.supplier).toBe("LUNCHROOM VERMEULEN");
    expect(read.supplierVerdict).toBe("sure");
  });

  it("is sure with an article in the name ('Het Anker Supermarkt', thanks line repeating 'Anker')", () => {
    const read = readTill(lunchroomRoll(name("Het Anker Supermarkt"), ["Bedankt en tot ziens bij Anker"]));
    expect(read.supplierVerdict).toBe("sure");
  });

  it("stays a check when one word of the name was read doubtfully (a misread 'ljzerhandel')", () => {
    const read = readTill(lunchroomRoll(name("LUNCHROOM VERMEULEN", ["LUNCHROOM"]), LEGAL_FOOTER));
    expect(read.supplier).toBe("LUNCHROOM VERMEULEN");
    expect(read.supplierVerdict).toBe("check");
  });

  it("stays a check when no word of the name is printed anywhere else", () => {
    const read = readTill(lunchroomRoll(name("LUNCHROOM VERMEULEN"), ["Tot ziens"]));
    expect(read.supplierVerdict).toBe("check");
  });

  it("stays a check with a short word a misread letter makes ('CNE VERMEULEN')", () => {
    const read = readTill(lunchroomRoll(name("CNE VERMEULEN"), LEGAL_FOOTER));
    expect(read.supplierVerdict).toBe("check");
  });

  it("counts no repeat from the name's own wrapped line under it", () => {
    const read = readTill(
      lunchroomRoll(name("LUNCHROOM VERMEULEN"), []).toSpliced(1, 0, name("VERMEULEN EN ZN")),
    );
    expect(read.supplier).toBe("LUNCHROOM VERMEULEN");
    expect(read.supplierVerdict).toBe("check");
  });

  it("stays quick and takes no name from a 200,000-letter top line repeated in the footer (hostile)", () => {
    const long = "X".repeat(200_000);
    const read = readTill(lunchroomRoll(name(long), [long]));
    expect(read.supplierVerdict).not.toBe("sure");
  });
});
