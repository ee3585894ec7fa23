import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createCompanyDraft } from "../../client/features/invoice-generator/signed-in/company-supplier";
import { InvoiceEditor } from "../../client/features/invoice-generator/signed-in/invoice-editor";
import type { CompanyDetailsRecord } from "../../core/company/company-details";
import type { Invoice } from "../../core/invoice/model";
import { renderInDutch } from "./in-dutch";

const api = vi.hoisted(() => ({
  createDraft: vi.fn(),
  updateDraft: vi.fn(),
  runAction: vi.fn(),
}));
vi.mock("../../client/features/invoice-generator/signed-in/issued-api", () => api);
vi.mock("../../client/features/invoice-generator/pdf-preview", () => ({ PdfPreview: () => null }));

const DETAILS: CompanyDetailsRecord = {
  companyName: "Bakkerij De Gouden Korst B.V.",
  contactPerson: null,
  street: "Damrak 1",
  postcode: "1012 LG",
  city: "Amsterdam",
  country: "NL",
  kvkNumber: "12345678",
  vatNumber: "NL123456782B01",
  iban: "NL91ABNA0417164300",
  bic: null,
  email: "info@goudenkorst.nl",
  phone: null,
  website: null,
  invoicePrefix: "GK-2026-",
  nextInvoiceNumber: 42,
  paymentTermsDays: 14,
  defaultVatRate: 21,
  invoiceLanguage: "EN",
  updatedAt: 0,
  logo: null,
};

function readyInvoice(): Invoice {
  const draft = createCompanyDraft(DETAILS, "2026-03-14");
  return {
    ...draft,
    customer: {
      ...draft.customer,
      name: "Café De Zwaan V.O.F.",
      address: { street: "Oudegracht 12", postcode: "3511 AP", city: "Utrecht", country: "NL" },
      vatNumber: "NL810433941B01",
    },
    lines: draft.lines.map((line) => ({
      ...line,
      description: "Appeltaart",
      quantity: "2",
      unitPrice: "24.95",
    })),
  };
}

const STORED = { ok: true, value: { invoice: { id: "d".repeat(26), status: "draft" } } };

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.createDraft.mockResolvedValue(STORED);
  api.runAction.mockResolvedValue({ ok: true, value: { invoice: { id: "d".repeat(26), status: "issued" } } });
});

/** The editor links to the settings page, so it renders inside a router. */
async function renderEditor(onStored = vi.fn()): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <InvoiceEditor
          details={DETAILS}
          logo={null}
          draftId={null}
          initial={{ invoice: readyInvoice(), profile: "nlcius" }}
          onStored={onStored}
        />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("form");
}

async function click(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("issuing asks first, because the number is fixed (issue 27 item 16)", () => {
  it("names the number it will get; Cancel issues nothing and stores nothing", async () => {
    await renderEditor();
    await click("Issue invoice");
    const dialog = screen.getByRole("alertdialog", { name: "Issue as GK-2026-42?" });
    expect(dialog.textContent).toContain(
      "Once issued, the number GK-2026-42 is fixed and cannot be changed, and neither can the invoice.",
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await click("Cancel");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.createDraft).not.toHaveBeenCalled();
    expect(api.runAction).not.toHaveBeenCalled();
  });

  it("issues only after 'Issue as GK-2026-42'", async () => {
    const onStored = vi.fn();
    await renderEditor(onStored);
    await click("Issue invoice");
    await click("Issue as GK-2026-42");
    expect(api.runAction).toHaveBeenCalledWith("d".repeat(26), "issue");
    expect(onStored).toHaveBeenLastCalledWith(expect.objectContaining({ status: "issued" }));
  });
});

describe("in Dutch", () => {
  renderInDutch();

  it("asks 'Uitgeven als GK-2026-42?' with 'Annuleren' as the safe choice", async () => {
    await renderEditor();
    await click("Factuur uitgeven");
    expect(screen.getByRole("alertdialog", { name: "Uitgeven als GK-2026-42?" }).textContent).toContain(
      "Na het uitgeven ligt het nummer GK-2026-42 vast",
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Annuleren" }));
    expect(screen.getByRole("button", { name: "Uitgeven als GK-2026-42" })).toBeTruthy();
  });
});
