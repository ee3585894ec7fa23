import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../client/components/ui/toast";
import DashboardInvoicesPage from "../../client/features/dashboard/invoices-page";
import type { InvoiceSummary } from "../../client/features/invoice-processor/invoice-types";
import { renderInDutch } from "./in-dutch";

const api = vi.hoisted(() => ({
  listInvoices: vi.fn(),
  exportInvoices: vi.fn(),
  deleteInvoice: vi.fn(),
  rerunInvoice: vi.fn(),
}));
vi.mock("../../client/features/invoice-processor/invoices-api", async (original) => ({
  ...(await original<object>()),
  ...api,
}));

// The filters render a <search> element, which happy-dom's React does not know; they are not tested here.
vi.mock("../../client/features/invoice-processor/invoice-filters", () => ({ InvoiceFilters: () => null }));

function invoice(id: string, supplierName: string): InvoiceSummary {
  return {
    id,
    status: "extracted",
    source: "upload",
    fileName: `factuur-${id}.pdf`,
    contentType: "application/pdf",
    supplierName,
    invoiceNumber: `F-${id}`,
    invoiceDate: "2026-03-14",
    dueDate: null,
    currency: "EUR",
    totalCents: 12_100,
    vatCents: 2_100,
    emailSender: null,
    emailSubject: null,
    error: null,
    createdAt: 0,
  };
}

const LISTED = [
  invoice("a", "Bakkerij Jansen"),
  invoice("b", "Drukkerij Pieters"),
  invoice("c", "Café De Zwaan"),
];

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.listInvoices.mockResolvedValue({
    ok: true,
    value: { invoices: LISTED, total: 3, totals: [], suppliers: [] },
  });
  api.exportInvoices.mockResolvedValue({ ok: true, value: undefined });
});

async function renderPage(): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <ToastProvider>
          <DashboardInvoicesPage />
        </ToastProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ["/dashboard/invoices"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("table", {}, { timeout: 3_000 });
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe("exporting from /dashboard/invoices (issue 27 item 17)", () => {
  it("with nothing ticked exports every listed invoice, and says so", async () => {
    await renderPage();
    const scope = screen.getByRole("group", { name: "Export all (3)" });
    const csv = within(scope).getByRole("button", { name: "Export CSV" });
    expect((csv as HTMLButtonElement).disabled).toBe(false);
    await click(csv);
    expect(api.exportInvoices).toHaveBeenCalledWith(["a", "b", "c"], "csv");
    // Delete and re-run still wait for a choice: they never act on everything by default.
    expect((screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("with rows ticked exports only those, and says so", async () => {
    await renderPage();
    await click(screen.getByRole("checkbox", { name: "Select factuur-b.pdf" }));
    await click(screen.getByRole("checkbox", { name: "Select factuur-c.pdf" }));
    const scope = screen.getByRole("group", { name: "Export selected (2)" });
    await click(within(scope).getByRole("button", { name: "Export JSON" }));
    expect(api.exportInvoices).toHaveBeenCalledWith(["b", "c"], "json");
    expect(screen.queryByRole("group", { name: /Export all/ })).toBeNull();
  });

  it("with no invoices listed there is nothing to export", async () => {
    api.listInvoices.mockResolvedValue({
      ok: true,
      value: { invoices: [], total: 0, totals: [], suppliers: [] },
    });
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <DashboardInvoicesPage /> }),
      history: createMemoryHistory({ initialEntries: ["/dashboard/invoices"] }),
    });
    render(
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>,
    );
    const scope = await screen.findByRole("group", { name: "Export all (0)" }, { timeout: 3_000 });
    await vi.waitFor(() => expect(api.listInvoices).toHaveBeenCalled());
    expect((within(scope).getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  describe("in Dutch", () => {
    renderInDutch();
    it("reads 'Alles exporteren (3)' and 'Selectie exporteren (1)'", async () => {
      await renderPage();
      expect(screen.getByRole("group", { name: "Alles exporteren (3)" })).toBeTruthy();
      await click(screen.getByRole("checkbox", { name: "factuur-a.pdf selecteren" }));
      expect(screen.getByRole("group", { name: "Selectie exporteren (1)" })).toBeTruthy();
    });
  });
});
