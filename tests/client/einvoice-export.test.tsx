import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { EInvoiceState } from "../../client/features/invoice-processor/einvoice-api";
import { EInvoiceExport } from "../../client/features/invoice-processor/einvoice-export";
import { renderInDutch } from "./in-dutch";

const api = vi.hoisted(() => ({
  getEInvoiceState: vi.fn(),
  saveEInvoiceAnswers: vi.fn(),
  downloadUbl: vi.fn(),
}));
vi.mock("../../client/features/invoice-processor/einvoice-api", async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const ASKING: EInvoiceState = {
  reviewed: true,
  companySaved: true,
  answers: {},
  questions: [
    {
      id: "BR-NL-2",
      explanation:
        "A Dutch supplier's invoice must contain the buyer reference (BT-10) or the order reference (BT-13).",
      profiles: ["nlcius"],
      inputs: [
        { kind: "answer", name: "buyerReference" },
        { kind: "answer", name: "orderReference" },
      ],
    },
    {
      id: "BR-NL-1",
      explanation:
        "A Dutch supplier must give its KvK number (scheme 0106) or OIN (scheme 0190) as legal entity identifier.",
      profiles: ["nlcius"],
      inputs: [{ kind: "field", name: "supplierKvk" }],
    },
    {
      id: "zero-rate-category",
      explanation: "Say why no VAT is charged at 0% (exempt, reverse charge, export…).",
      profiles: ["nlcius", "peppol"],
      inputs: [{ kind: "answer", name: "zeroRateCategory" }],
    },
  ],
  ready: { nlcius: false, peppol: false },
};

const READY: EInvoiceState = {
  ...ASKING,
  answers: { buyerReference: "Inkoop 2026", zeroRateCategory: "AE" },
  questions: [],
  ready: { nlcius: true, peppol: true },
};

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getEInvoiceState.mockResolvedValue({ ok: true, value: ASKING });
  api.saveEInvoiceAnswers.mockResolvedValue({ ok: true, value: READY });
  api.downloadUbl.mockResolvedValue({ ok: true, value: undefined });
});

let setVersion: (version: string) => void = () => undefined;

function VersionedPanel(): ReactElement {
  const [version, set] = useState("1");
  setVersion = set;
  return <EInvoiceExport invoiceId="inv1" version={version} />;
}

async function renderPanel(): Promise<void> {
  const router = createRouter({
    routeTree: createRootRoute({ component: VersionedPanel }),
    history: createMemoryHistory({ initialEntries: ["/dashboard/invoices"] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole("region", {}, { timeout: 3_000 });
}

async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe("the review's e-invoice export, in Dutch", () => {
  renderInDutch();

  it("shows each rule with its id and Dutch words, asks the answers, and downloads once saved", async () => {
    await renderPanel();
    const panel = screen.getByRole("region", { name: "E-factuur (UBL) voor uw boekhouding" });
    await within(panel).findByText("BR-NL-2");
    expect(panel.textContent).toContain(
      "De factuur van een Nederlandse leverancier moet de referentie van de koper (BT-10) of de orderreferentie (BT-13) bevatten.",
    );
    expect(panel.textContent).toContain("Verbeter of vul ‘KvK-nummer’ in bij de velden hierboven.");
    expect(panel.textContent).toContain("Geef aan waarom er 0% btw is berekend");
    const download = within(panel).getByRole("button", { name: "SI-UBL 2.0 downloaden" });
    expect(download).toHaveProperty("disabled", true);

    fireEvent.change(within(panel).getByLabelText("Uw eigen referentie voor deze inkoop"), {
      target: { value: "Inkoop 2026" },
    });
    fireEvent.change(within(panel).getByLabelText("Waarom er geen btw is berekend"), {
      target: { value: "AE" },
    });
    await click(within(panel).getByRole("button", { name: "Antwoorden opslaan" }));
    // Empty answers (the order number) are not sent: an empty one means "not given".
    expect(api.saveEInvoiceAnswers).toHaveBeenCalledWith("inv1", {
      buyerReference: "Inkoop 2026",
      zeroRateCategory: "AE",
    });
    expect(panel.textContent).toContain("Klaar: deze factuur voldoet aan de e-factuurregels.");
    await click(within(panel).getByRole("button", { name: "Peppol BIS 3 downloaden" }));
    expect(api.downloadUbl).toHaveBeenCalledWith("inv1", "peppol");
  });

  it("keeps an answer typed but not yet saved when the review saves and the questions are asked again", async () => {
    await renderPanel();
    const panel = screen.getByRole("region", { name: "E-factuur (UBL) voor uw boekhouding" });
    const reference = await within(panel).findByLabelText("Uw eigen referentie voor deze inkoop");
    fireEvent.change(reference, { target: { value: "Inkoop 2026" } });
    await act(async () => {
      setVersion("2");
    });
    expect(api.getEInvoiceState).toHaveBeenCalledTimes(2);
    expect(within(panel).getByLabelText("Uw eigen referentie voor deze inkoop")).toHaveProperty(
      "value",
      "Inkoop 2026",
    );
  });

  it("says how to import into the five bookkeeping packages", async () => {
    await renderPanel();
    const help = screen.getByText("De UBL importeren in uw boekhouding").closest("details");
    const items = within(help as HTMLElement)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(items.map((text) => text.split(":")[0])).toEqual([
      "Exact Online",
      "Twinfield",
      "SnelStart Web",
      "e-Boekhouden",
      "Moneybird",
    ]);
    expect(items.join(" ")).toContain("Inkomend, dan Toevoegen > Uploaden");
  });
});
