import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ChangePasswordForm } from "../../client/features/account/change-password-form";
import { CompanyLogo } from "../../client/features/account/company-logo";
import { UnsavedChangesDialog } from "../../client/features/account/unsaved-changes-dialog";
import { DashboardLayout } from "../../client/features/dashboard/dashboard-layout";
import { EmptyState } from "../../client/features/dashboard/overview/empty-state";
import { OverviewView } from "../../client/features/dashboard/overview/overview-view";
import type { FilledOverview } from "../../core/dashboard/overview-types";
import { renderInDutch } from "./in-dutch";

const FIGURES = { count: 1234, totalExclCents: 100_000, vatCents: 21_000, totalInclCents: 121_000 };

const OVERVIEW: FilledOverview = {
  empty: false,
  today: "2026-03-09",
  glance: {
    month: "2026-03",
    quarter: "2026-Q1",
    received: { month: FIGURES, quarter: FIGURES, otherCurrencyCount: 2 },
    issued: { month: FIGURES, quarter: FIGURES, otherCurrencyCount: 0 },
    receivables: { count: 1, totalCents: 50_000, oldestDueDate: "2026-02-01" },
    payables: { count: 3, totalCents: 7_500, oldestDueDate: null },
    statements: {
      count: 2,
      latest: [
        { account: "NL91ABNA0417164300", currency: "EUR", date: "2026-03-01", balanceCents: 1_234_56 },
      ],
    },
    review: { lowConfidence: 1, needsOcr: 2, refusedEmails: 0 },
  },
  vat: {
    quarter: "2026-Q1",
    from: "2026-01-01",
    to: "2026-03-31",
    output: [
      { category: "S", rateBasisPoints: 2100, invoiceCount: 4, taxableCents: 100_000, vatCents: 21_000 },
      { category: "AE", rateBasisPoints: 0, invoiceCount: 1, taxableCents: 5_000, vatCents: 0 },
    ],
    outputVatCents: 21_000,
    input: { invoiceCount: 1, totalInclCents: 12_100, vatCents: 2_100 },
    balanceCents: 18_900,
  },
  cashflow: { source: "bank", months: [{ month: "2026-03", inCents: 100_00, outCents: 50_00 }] },
  balances: [],
  recent: [
    {
      kind: "statement",
      id: "s1",
      title: "Bankafschrift",
      detail: "Afschrift opgeslagen",
      at: Date.UTC(2026, 2, 9, 10),
      href: "/dashboard/bank-statements",
    },
  ],
};

/** Renders a component as the only route of a memory router, so its links resolve. */
async function renderRouted(view: () => ReactElement, heading: string): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: view }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByText(heading);
}

describe("the dashboard in Dutch", () => {
  renderInDutch();

  it("names the sections of the dashboard in Dutch", async () => {
    await renderRouted(() => <DashboardLayout />, "Overzicht");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(nav.textContent).toContain("Bankafschriften");
    expect(nav.textContent).toContain("Instellingen");
    expect(nav.textContent).not.toMatch(/Settings|Bank statements|Overview/);
  });

  it("welcomes a new account in Dutch", async () => {
    await renderRouted(() => <EmptyState />, "Welkom! Begin met een van deze");
    expect(screen.getByRole("link", { name: "Factuur uploaden" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Afschrift omzetten" })).toBeTruthy();
  });

  it("shows the figures, VAT return and activity in Dutch with Dutch numbers", async () => {
    await renderRouted(
      () => <OverviewView overview={OVERVIEW} loading={false} onQuarter={() => undefined} />,
      "In één oogopslag",
    );
    expect(screen.getByRole("heading", { name: "Ontvangen facturen" })).toBeTruthy();
    expect(screen.getAllByText(/1\.234 facturen/).length).toBeGreaterThan(0);
    expect(screen.getByText("2 facturen in andere valuta niet meegeteld.")).toBeTruthy();
    expect(screen.getByText(/1 factuur · oudste vervaldatum/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "1 uitlezing met onzekere velden" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "2 scans wachten op OCR" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Btw voor de aangifte" })).toBeTruthy();
    expect(screen.getByText("Algemeen tarief 21%")).toBeTruthy();
    expect(screen.getByText("Btw verlegd")).toBeTruthy();
    expect(screen.getByText("Voorbelasting (1 gecontroleerde ontvangen factuur)")).toBeTruthy();
    expect(screen.getByText("Te betalen")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Vorig kwartaal" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "2026 Q1 exporteren als CSV" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Recente activiteit" })).toBeTruthy();
    expect(screen.getByText("Afschrift")).toBeTruthy();
    expect(screen.getAllByText("€ 1.000,00").length).toBeGreaterThan(0);
    const text = document.body.textContent ?? "";
    for (const english of ["At a glance", "Invoices received", "Waiting for review", "To pay", "excl. VAT"])
      expect(text).not.toContain(english);
  });

  it("shows the password, logo and unsaved-changes parts of the settings in Dutch", () => {
    const profile = {
      email: "a@b.nl",
      name: "A",
      picture: "",
      hasPassword: true,
      googleLinked: false,
      createdAt: 0,
    };
    render(
      <>
        <ChangePasswordForm profile={profile} />
        <CompanyLogo saved={null} onChange={() => undefined} />
        <UnsavedChangesDialog prompt={{ open: true, stay: () => undefined, leave: () => undefined }} />
      </>,
    );
    expect(screen.getByRole("form", { name: "Wachtwoord wijzigen" })).toBeTruthy();
    expect(screen.getByLabelText("Huidig wachtwoord", { selector: "input" })).toBeTruthy();
    expect(
      screen.getByText("Sla eerst uw bedrijfsgegevens op; daarna kunt u hier een logo toevoegen."),
    ).toBeTruthy();
    expect(screen.getByRole("alertdialog", { name: "Weggaan zonder op te slaan?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Op deze pagina blijven" })).toBeTruthy();
  });
});
