import { describe, expect, it } from "vitest";
import { isValidBetalingskenmerk } from "../../core/validation/betalingskenmerk";
import { call } from "./support/accounts";
import { draftInvoice, issue, saveDraft, userWithCompany } from "./support/issued-invoices";

describe("structured payment references on issued invoices", () => {
  it("puts the user's chosen betalingskenmerk in the document, the UBL PaymentID and the PDF", async () => {
    const user = await userWithCompany("reference-kind");
    const saved = await call("/api/reconciliation/settings", {
      cookie: user.cookie,
      method: "PUT",
      json: { toleranceCents: 0, referenceKind: "betalingskenmerk" },
    });
    expect(saved.status).toBe(200);
    const draft = await saveDraft(user.cookie);
    const issued = await issue(user.cookie, draft.id);
    const reference = issued.invoice.paymentReference;
    expect(reference).toMatch(/^\d{16}$/);
    expect(reference.endsWith("202642")).toBe(true);
    expect(isValidBetalingskenmerk(reference)).toBe(true);
    const ubl = await (await call(`/api/issued-invoices/${draft.id}/ubl`, { cookie: user.cookie })).text();
    expect(ubl).toContain(`<cbc:PaymentID>${reference}</cbc:PaymentID>`);
    const pdf = await call(`/api/issued-invoices/${draft.id}/pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
  });

  it("keeps a reference the user typed and gives the matcher its compact form", async () => {
    const user = await userWithCompany("reference-typed");
    const draft = await saveDraft(user.cookie, draftInvoice({ paymentReference: "RF18 5390 0754 7034" }));
    const issued = await issue(user.cookie, draft.id);
    expect(issued.invoice.paymentReference).toBe("RF18 5390 0754 7034");
    const list = (await (
      await call("/api/reconciliation/open-invoices?side=issued", { cookie: user.cookie })
    ).json()) as {
      invoices: { number: string }[];
    };
    expect(list.invoices.map((invoice) => invoice.number)).toEqual([issued.number]);
  });
});
