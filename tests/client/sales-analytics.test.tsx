import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AnalyticsFilters } from "../../client/features/sales-analytics/analytics-filters";
import { AnalyticsTableView } from "../../client/features/sales-analytics/analytics-table";
import { FigureCards } from "../../client/features/sales-analytics/figure-cards";
import { TopCustomers } from "../../client/features/sales-analytics/top-customers";
import { resolvePeriod } from "../../core/analytics/analytics-period";
import { buildAnalyticsTables } from "../../core/analytics/analytics-tables";
import { computeSalesAnalytics } from "../../core/analytics/compute-analytics";
import { buildSampleBooks } from "../../core/analytics/sample-data";

const TODAY = "2026-08-14";
const books = buildSampleBooks(TODAY);
const analytics = computeSalesAnalytics(books.invoices, books.payments, {
  ...resolvePeriod({}, TODAY),
  customer: null,
  today: TODAY,
});

function euro(cents: number): RegExp {
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return new RegExp(`€${whole}\\.${String(Math.abs(cents) % 100).padStart(2, "0")}`);
}

describe("sales analytics page parts", () => {
  it("shows the headline figures of the result", () => {
    render(<FigureCards analytics={analytics} />);
    const revenue = screen.getByText("Revenue excl. VAT").closest("div");
    expect(revenue?.textContent).toMatch(euro(analytics.totals.exclCents));
    const open = screen.getByText("Open receivables").closest("div");
    expect(open?.textContent).toMatch(euro(analytics.receivables.openCents));
    expect(screen.getByText("Days sales outstanding").closest("div")?.textContent).toMatch(/\d+(\.\d)? days/);
  });

  it("ranks the top customers with their share", () => {
    render(<TopCustomers customers={analytics.customers} />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain(analytics.customers[0]?.customer);
    expect(items[0]?.textContent).toMatch(/\d+\.\d\d%/);
  });

  it("shows a table in words and downloads it as CSV", async () => {
    const ageing = buildAnalyticsTables(analytics).find((table) => table.id === "ageing");
    if (!ageing) throw new Error("no ageing table");
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return "blob:analytics";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    render(<AnalyticsTableView table={ageing} periodLabel="2025-09-01-to-2026-08-31" />);
    const table = screen.getByRole("table", { name: "Open receivables by age" });
    expect(within(table).getByRole("rowheader", { name: "Not yet due" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "More than 90 days" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "CSV of Open receivables by age" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await blobs[0]?.text();
    expect(text).toContain("Days past due date,Documents,Open");
    expect(text).toContain(`Total,${analytics.receivables.count},`);
  });

  it("puts each filter choice into the search params", () => {
    const onChange = vi.fn();
    render(
      <AnalyticsFilters
        search={{}}
        today={TODAY}
        from="2025-09-01"
        to="2026-08-31"
        customers={analytics.customerNames}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "quarter" } });
    expect(onChange).toHaveBeenLastCalledWith({ period: "quarter", quarter: "2026-Q3", customer: undefined });
    fireEvent.change(screen.getByLabelText("Customer"), { target: { value: "Studio Noord" } });
    expect(onChange).toHaveBeenLastCalledWith({ customer: "Studio Noord" });
  });

  it("refuses a custom range that ends before it starts, with a message", () => {
    const onChange = vi.fn();
    render(
      <AnalyticsFilters
        search={{ period: "custom", from: "2026-01-01", to: "2026-03-31" }}
        today={TODAY}
        from="2026-01-01"
        to="2026-03-31"
        customers={analytics.customerNames}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-05-01" } });
    expect(screen.getByRole("alert").textContent).toMatch(/must not be after/);
    expect(onChange).not.toHaveBeenCalled();
  });
});
