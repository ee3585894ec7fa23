import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildAnalyticsTables } from "../../../core/analytics/analytics-tables";
import { computeSalesAnalytics } from "../../../core/analytics/compute-analytics";
import { formatCentsPlain, writeTableCsv } from "../../../core/analytics/export-tables";
import { writeTablesXlsx } from "../../../core/analytics/export-xlsx";
import { invoice } from "./books";

const analytics = computeSalesAnalytics(
  [invoice({ customer: '=HYPERLINK("x")', issueDate: "2026-02-01", exclCents: 1234_56 })],
  [],
  { from: "2026-01-01", to: "2026-03-31", customer: null, today: "2026-06-30" },
);

describe("analytics exports", () => {
  it("writes exact amounts to CSV and neutralises formulas", () => {
    const customers = buildAnalyticsTables(analytics).find((table) => table.id === "customers");
    if (!customers) throw new Error("no customers table");
    const csv = writeTableCsv(customers);
    expect(
      csv.startsWith(
        "\uFEFFCustomer,Documents,Revenue excl. VAT,VAT,Revenue incl. VAT,Share of revenue excl. VAT (%)\r\n",
      ),
    ).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",1,1234.56,259.26,1493.82,100.00`);
    expect(formatCentsPlain(-5)).toBe("-0.05");
  });

  it("writes every table as a sheet with real numbers", () => {
    const tables = buildAnalyticsTables(analytics);
    const files = unzipSync(writeTablesXlsx(tables));
    const sheetNames = Object.keys(files).filter((name) => name.startsWith("xl/worksheets/sheet"));
    expect(sheetNames).toHaveLength(tables.length);
    const workbook = strFromU8(files["xl/workbook.xml"] ?? new Uint8Array());
    expect(workbook).toContain("Revenue per month");
    const months = strFromU8(files["xl/worksheets/sheet2.xml"] ?? new Uint8Array());
    expect(months).toContain("<v>1234.56</v>");
  });
});
