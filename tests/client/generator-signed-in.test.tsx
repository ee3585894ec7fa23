import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  createCompanyDraft,
  missingCompanyFields,
  nextNumberOf,
  toSupplier,
} from "../../client/features/invoice-generator/signed-in/company-supplier";
import { InvoiceActions } from "../../client/features/invoice-generator/signed-in/invoice-actions";
import { listIssuedInvoices } from "../../client/features/invoice-generator/signed-in/issued-api";
import type { CompanyDetailsRecord } from "../../core/company/company-details";
import type { IssuedInvoiceSummary } from "../../core/invoice/issued-invoice";

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
  defaultVatRate: 9,
  invoiceLanguage: "EN",
  updatedAt: 0,
  logo: null,
};

function summary(overrides: Partial<IssuedInvoiceSummary> = {}): IssuedInvoiceSummary {
  return {
    id: "a".repeat(26),
    kind: "invoice",
    status: "issued",
    number: "GK-2026-42",
    correctsInvoiceId: null,
    customerName: "Café De Zwaan",
    issueDate: "2026-03-14",
    dueDate: "2026-03-28",
    currency: "EUR",
    totalExclCents: 10_000,
    vatCents: 2_100,
    totalInclCents: 12_100,
    sentAt: null,
    paidAt: null,
    hasPdf: true,
    hasUbl: true,
    paymentStatus: "open",
    paidCents: 0,
    createdAt: 0,
    updatedAt: 0,
    ...overrides,
  };
}

describe("company details as the supplier", () => {
  it("maps the details, the next number and the defaults of a new draft", () => {
    expect(toSupplier(DETAILS, true)).toEqual({
      name: "Bakkerij De Gouden Korst B.V.",
      address: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country: "NL" },
      vatNumber: "NL123456782B01",
      kvk: "12345678",
      email: "info@goudenkorst.nl",
      iban: "NL91ABNA0417164300",
      kor: true,
    });
    expect(nextNumberOf(DETAILS)).toBe("GK-2026-42");
    expect(nextNumberOf({ ...DETAILS, invoicePrefix: null, nextInvoiceNumber: 7 })).toBe("7");
    const draft = createCompanyDraft(DETAILS, "2026-03-14");
    expect(draft).toMatchObject({ language: "en", dueDate: "2026-03-28", number: "" });
    expect(draft.lines[0]).toMatchObject({ vatCategory: "S", vatRate: "9" });
    expect(createCompanyDraft({ ...DETAILS, defaultVatRate: 0 }, "2026-03-14").lines[0]).toMatchObject({
      vatCategory: "Z",
      vatRate: "0",
    });
  });

  it("names what is missing for an invoice", () => {
    expect(missingCompanyFields(DETAILS)).toEqual([]);
    expect(missingCompanyFields(null)).toEqual(["details"]);
    expect(
      missingCompanyFields({ ...DETAILS, street: null, vatNumber: null, kvkNumber: null, iban: null }),
    ).toEqual(["address", "VAT number (BTW-id)", "KvK number", "IBAN"]);
    expect(missingCompanyFields({ ...DETAILS, country: "BE", kvkNumber: null })).toEqual([]);
  });
});

describe("invoice actions", () => {
  it("offers delete only for drafts, credit notes only for issued invoices, files once issued", () => {
    const onAction = vi.fn();
    const { rerender } = render(
      <InvoiceActions
        invoice={summary({ status: "draft", number: null })}
        busy={false}
        onAction={onAction}
      />,
    );
    expect(screen.getByRole("button", { name: "Delete draft for Café De Zwaan" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Credit note/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Download PDF/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Delete draft for Café De Zwaan" }));
    expect(onAction).toHaveBeenCalledWith("delete");

    rerender(<InvoiceActions invoice={summary()} busy={false} onAction={onAction} />);
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Download PDF GK-2026-42" }).getAttribute("href")).toBe(
      `/api/issued-invoices/${"a".repeat(26)}/pdf`,
    );
    expect(screen.getByRole("link", { name: "Download UBL GK-2026-42" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Credit note GK-2026-42" }));
    expect(onAction).toHaveBeenLastCalledWith("credit-note");

    rerender(
      <InvoiceActions
        invoice={summary({ status: "paid", hasUbl: false })}
        busy={false}
        onAction={onAction}
      />,
    );
    expect(screen.queryByRole("button", { name: /Mark (sent|paid)/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Download UBL/ })).toBeNull();

    rerender(<InvoiceActions invoice={summary({ kind: "credit_note" })} busy={true} onAction={onAction} />);
    expect(screen.queryByRole("button", { name: /Credit note/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Mark sent GK-2026-42" }).hasAttribute("disabled")).toBe(true);
  });
});

describe("issued invoices API client", () => {
  it("sends the filters as a query and turns a failure into a message", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response(JSON.stringify({ invoices: [], total: 0 }), { status: 200 }))
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({ error: { code: "invalid_request", message: "The filters are not valid." } }),
          {
            status: 400,
          },
        ),
      )
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(new Response(JSON.stringify({ invoices: [], total: 0 }), { status: 200 }));
    expect(await listIssuedInvoices({ status: "paid", q: " zwaan & co " })).toEqual({
      ok: true,
      value: { invoices: [], total: 0 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/issued-invoices?status=paid&q=zwaan+%26+co");
    expect(await listIssuedInvoices({})).toEqual({
      ok: false,
      status: 400,
      message: "The filters are not valid.",
    });
    const offline = await listIssuedInvoices({});
    expect(offline.ok === false && offline.status).toBe(0);
    await listIssuedInvoices({ offset: 50 });
    expect(fetchMock.mock.calls[3]?.[0]).toBe("/api/issued-invoices?limit=50&offset=50");
  });
});
