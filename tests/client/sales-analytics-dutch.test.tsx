import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { AnalyticsFilters } from "../../client/features/sales-analytics/analytics-filters";
import { AnalyticsView } from "../../client/features/sales-analytics/analytics-view";
import { HowItWorks } from "../../client/features/sales-analytics/how-it-works";
import { SampleBanner } from "../../client/features/sales-analytics/sample-banner";
import { resolvePeriod } from "../../core/analytics/analytics-period";
import { computeSalesAnalytics } from "../../core/analytics/compute-analytics";
import { buildSampleBooks } from "../../core/analytics/sample-data";
import { renderInDutch } from "./in-dutch";

const TODAY = "2026-08-14";
const books = buildSampleBooks(TODAY);
const analytics = computeSalesAnalytics(books.invoices, books.payments, {
  ...resolvePeriod({}, TODAY),
  customer: null,
  today: TODAY,
});

async function renderRouted(view: () => ReactElement, text: string): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: view }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findAllByText(text);
}

describe("sales analytics in Dutch", () => {
  renderInDutch();

  it("shows the figures, tables and notes in Dutch with Dutch amounts", () => {
    render(<AnalyticsView analytics={analytics} />);
    expect(screen.getAllByText("Omzet excl. btw").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { name: "Tabellen" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Openstaande debiteuren naar ouderdom" });
    expect(within(table).getByRole("columnheader", { name: "Dagen na vervaldatum" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Nog niet vervallen" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Meer dan 90 dagen" })).toBeTruthy();
    expect(within(table).getByRole("rowheader", { name: "Totaal" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "CSV van Openstaande debiteuren naar ouderdom" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Grootste klanten en hun aandeel" })).toBeTruthy();
    expect(document.body.textContent).toMatch(/€ \d{1,3}(\.\d{3})*,\d\d/);
    expect(document.body.textContent).toMatch(/\d+,\d\d%/);
    const months = screen.getByRole("table", { name: "Omzet per maand" });
    expect(within(months).getByRole("rowheader", { name: "aug 2026" })).toBeTruthy();
    expect(months.textContent).not.toMatch(/\d{4}-\d{2}/);
    expect(screen.getByText(/Debiteuren op 14 aug 2026/)).toBeTruthy();
    const text = document.body.textContent ?? "";
    for (const english of ["Revenue", "Open receivables", "Tables", "days", "Summary", "incl. VAT"])
      expect(text).not.toContain(english);
  });

  it("offers the period choices in Dutch and says what is wrong with custom dates", () => {
    render(
      <AnalyticsFilters
        search={{ period: "custom", from: "2026-12-31", to: "2026-01-01" }}
        today={TODAY}
        from="2026-12-31"
        to="2026-01-01"
        customers={["Bakkerij De Zon"]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole("group", { name: "De cijfers filteren" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Afgelopen 12 maanden" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Alle klanten" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("De begindatum mag niet na de einddatum liggen.");
  });

  it("says in Dutch that visitors look at sample data, and how the figures are made", async () => {
    await renderRouted(
      () => (
        <>
          <SampleBanner />
          <HowItWorks />
        </>
      ),
      "Voorbeeldgegevens — log in om uw eigen cijfers te zien",
    );
    expect(screen.getByRole("link", { name: "Inloggen" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Hoe de cijfers worden berekend" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "factuurgenerator" })).toBeTruthy();
  });
});
