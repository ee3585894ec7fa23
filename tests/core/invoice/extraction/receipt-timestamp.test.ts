import { describe, expect, it } from "vitest";
import { readTill, type TillLine } from "./receipt-words";

/** A receipt whose sale date is printed once, on the line `stamp`, with `more` lines under the items. */
function till(stamp: string, more: readonly TillLine[] = []): TillLine[] {
  return [
    { text: "KEDAI RUNCIT MAKMUR SDN BHD", size: 18 },
    "No. 3, Jalan Bunga Raya",
    stamp,
    "SUGAR 1KG | 2.85",
    "RICE 5KG | 13.07",
    "TOTAL | 15.92",
    ...more,
    "Thank you, please come again",
  ];
}

describe("a receipt's date is sure when it is the till's one labelled timestamp", () => {
  const stamps: { style: string; stamp: string; iso: string }[] = [
    { style: "Malaysian", stamp: "Date: 22/12/2026 14:03", iso: "2026-12-22" },
    {
      style: "Malaysian, label and number first",
      stamp: "Receipt No: CS00012 Date: 17/01/2026 09:41:12",
      iso: "2026-01-17",
    },
    { style: "Dutch", stamp: "Datum: 27-11-2026 14:32", iso: "2026-11-27" },
    { style: "German", stamp: "Datum 27.11.2026 14:32:05", iso: "2026-11-27" },
    { style: "English", stamp: "Date 27 Nov 2026 09:12", iso: "2026-11-27" },
    { style: "English, time first", stamp: "Time 13:19:29 Date :28/04/26", iso: "2026-04-28" },
  ];
  for (const { style, stamp, iso } of stamps)
    it(`with the date, its label and the time on one line (${style})`, () => {
      expect(readTill(till(stamp))).toMatchObject({ date: iso, dateVerdict: "sure" });
    });

  it("stays sure beside an expiry or return date, which is another date by design", () => {
    const lines = till("Date: 22/12/2026 14:03", ["Return by 05/01/2027 with this receipt"]);
    expect(readTill(lines)).toMatchObject({ date: "2026-12-22", dateVerdict: "sure" });
  });
});

describe("a receipt's labelled date without the till's timestamp is a check", () => {
  it("when no time is printed beside it (a label says which date, not that its digits were read right)", () => {
    expect(readTill(till("Date: 13/04/2026"))).toMatchObject({ date: "2026-04-13", dateVerdict: "check" });
  });

  it("when a time is printed without a 'Date' label", () => {
    expect(readTill(till("18/04/2026 20:27 1009 001"))).toMatchObject({
      date: "2026-04-18",
      dateVerdict: "check",
    });
  });

  it("when the time is only on the line beside it", () => {
    expect(readTill(till("DATE: 29/10/2026", ["SALESPERSON : C3 TIME: 20:18:00"]))).toMatchObject({
      date: "2026-10-29",
      dateVerdict: "check",
    });
  });

  it("when another line reads the date a digit off (one of the two readings is wrong)", () => {
    const lines = till("TIME : 19/03/2026 03:43:44 PM Date", ["Printed 18/03/2026 03:44:03 PM"]);
    expect(readTill(lines)).toMatchObject({ date: "2026-03-19", dateVerdict: "check" });
  });

  it("when the 'time' beside it is no time of day, or a point makes it part of a date", () => {
    expect(readTill(till("Date: 22/12/2026 25:61")).dateVerdict).toBe("check");
    expect(readTill(till("Date: 22/12/2026 Ref 13.04")).dateVerdict).toBe("check");
  });
});

describe("hostile timestamps", () => {
  // A roll long enough that the hostile lines stick out of it rather than set its width.
  const items = Array.from({ length: 20 }, () => "ITEM | 0.10");

  it("reads a labelled timestamp on a line padded to 20,000 characters as the till's timestamp", () => {
    const padded = till(`Date: 22/12/2026 14:03 ${"x".repeat(20_000)}`, items);
    expect(readTill(padded)).toMatchObject({ date: "2026-12-22", dateVerdict: "sure" });
  });

  it("asks to check a labelled timestamp when a flood of other dates follows it", () => {
    const flooded = till("Date: 22/12/2026 14:03", [...items, "01/01/2026 ".repeat(2_000)]);
    expect(readTill(flooded)).toMatchObject({ date: "2026-12-22", dateVerdict: "check" });
  });

  it("reads no date from an impossible one beside a label and a time", () => {
    expect(readTill(till("Date: 31/02/2026 14:03")).date).toBeUndefined();
  });
});
