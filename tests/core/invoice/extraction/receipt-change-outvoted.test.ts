import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

describe("a total the change contradicts, the tax summary confirms", () => {
  const cases: { style: string; lines: TillLine[]; total: number }[] = [
    {
      style: "Malaysian GST summary",
      lines: [
        { text: "POPULAR BOOK CO. (M) SDN BHD", size: 20 },
        "01/03/2026 12:36 Slip No.: 8070058756",
        "PEN BLUE | 1.90 T",
        "NOTEBOOK A5 | 2.10 T",
        "Total RM Incl. of GST | 4.00",
        "Cash | -10.00",
        // 6.00 given back, read as 8.00.
        "CHANGE | 8.00",
        "GST Summary Amount (RM) Tax (RM)",
        "T @ 6% 3.77 0.23",
      ],
      total: 400,
    },
    {
      style: "Dutch BTW-overzicht",
      lines: [
        { text: "Bakkerij Jansen B.V.", size: 20 },
        "27-11-2026 14:32 Kassa 2",
        "Brood | 4,25",
        "Koffie | 8,47",
        "TE BETALEN | 12,72",
        "Contant | 20,00",
        // 7,28 given back, read as 8,28.
        "Wisselgeld | 8,28",
        "BTW-overzicht Netto BTW Bruto",
        "9% 3,90 0,35 4,25",
        "21% 7,00 1,47 8,47",
      ],
      total: 1272,
    },
  ];
  it.each(cases)("is sure: two readings outvote a misread change ($style)", ({ lines, total }) => {
    expect(readTill(lines)).toMatchObject({ total, totalVerdict: "sure" });
  });

  it("stays a check when the subtotal above the total contradicts it as well", () => {
    const lines = (cases[0]?.lines ?? []).flatMap((line) =>
      line === "Total RM Incl. of GST | 4.00" ? ["Sub Total | 9.00", line] : [line],
    );
    expect(readTill(lines)).toMatchObject({ total: 400, totalVerdict: "check" });
  });

  it("stays a check when no sum confirms it (only the payment was read)", () => {
    const lines = (cases[0]?.lines ?? []).filter(
      (line) => typeof line !== "string" || !/GST Summary|6%/.test(line),
    );
    expect(readTill(lines)).toMatchObject({ total: 400, totalVerdict: "check" });
  });
});
