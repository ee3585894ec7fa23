import { describe, expect, it } from "vitest";
import { extractDates } from "../../../../core/invoice/extraction/date-fields";
import { daysBetween, findDates, parseDate } from "../../../../core/invoice/extraction/dates";
import { buildLayout } from "../../../../core/invoice/extraction/layout";
import { documentFrom } from "./words";

describe("parseDate", () => {
  it.each([
    ["15-03-2024", "2024-03-15"],
    ["15.03.2024", "2024-03-15"],
    ["15/03/24", "2024-03-15"],
    ["2024-03-15", "2024-03-15"],
    ["15 maart 2024", "2024-03-15"],
    ["1 mrt. 2024", "2024-03-01"],
    ["15. März 2024", "2024-03-15"],
    ["1er mars 2024", "2024-03-01"],
    ["March 15, 2024", "2024-03-15"],
    ["15 March 2024", "2024-03-15"],
    // German software's DIN abbreviation and the Austrian January.
    ["15. Mrz. 2024", "2024-03-15"],
    ["15. Jänner 2024", "2024-01-15"],
  ])("%s → %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });
  it("refuses impossible dates and amounts", () => {
    expect(parseDate("31-02-2024")).toBeNull();
    expect(parseDate("1.234,56")).toBeNull();
    expect(parseDate("")).toBeNull();
  });
  it("finds two dates in one line in order", () => {
    expect(findDates("van 01-03-2024 tot 31-03-2024").map((d) => d.iso)).toEqual([
      "2024-03-01",
      "2024-03-31",
    ]);
  });
  it("counts days", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
  });
});

describe("extractDates", () => {
  it("keeps invoice, delivery, order and due dates apart when several dates are on the page", () => {
    const layout = buildLayout(
      documentFrom([
        "Datum bestelling | 01-02-2024",
        "Factuurdatum | 15-02-2024",
        "Leverdatum | 10-02-2024",
        "Vervaldatum | 16-03-2024",
      ]),
    );
    const dates = extractDates(layout);
    expect(dates.invoiceDate?.value).toBe("2024-02-15");
    expect(dates.deliveryDate?.value).toBe("2024-02-10");
    expect(dates.dueDate?.value).toBe("2024-03-16");
  });
  it("reads a value below its label", () => {
    const layout = buildLayout(documentFrom(["Invoice date", { text: "March 5, 2024", y: 70 }]));
    expect(extractDates(layout).invoiceDate?.value).toBe("2024-03-05");
  });
  it("falls back to the first date on page 1 with a low confidence", () => {
    const field = extractDates(buildLayout(documentFrom(["Amsterdam, 4 april 2024"]))).invoiceDate;
    expect(field?.value).toBe("2024-04-04");
    expect(field?.confidence).toBeLessThan(0.8);
  });
});
