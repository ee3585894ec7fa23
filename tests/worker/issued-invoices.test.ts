import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { readUbl } from "../../core/invoice/ubl/read-ubl";
import { call } from "./support/accounts";
import { draftInvoice, issue, saveDraft, userWithCompany } from "./support/issued-invoices";

vi.setConfig({ testTimeout: 60_000 });

describe("issuing an invoice", () => {
  it("assigns prefix + next number, snapshots the supplier and stores the PDF and UBL", async () => {
    const user = await userWithCompany("issue-basic");
    const draft = await saveDraft(user.cookie);
    expect(draft.status).toBe("draft");
    expect(draft.number).toBeNull();
    const issued = await issue(user.cookie, draft.id);
    expect(issued.status).toBe("issued");
    expect(issued.number).toBe("GK-2026-42");
    expect(issued.invoice.supplier.name).toBe("Bakkerij De Gouden Korst B.V.");
    expect(issued.hasPdf).toBe(true);
    expect(issued.hasUbl).toBe(true);
    const pdf = await call(`/api/issued-invoices/${draft.id}/pdf`, { cookie: user.cookie });
    expect(pdf.status).toBe(200);
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(pdfBytes.slice(0, 5))).toBe("%PDF-");
    const ubl = await call(`/api/issued-invoices/${draft.id}/ubl`, { cookie: user.cookie });
    expect(ubl.status).toBe(200);
    const parsed = readUbl(await ubl.text(), "en");
    expect(parsed.ok).toBe(true);
    const keys = (await env.FILES.list({ prefix: `users/${user.id}/issued-invoices/` })).objects;
    expect(keys).toHaveLength(2);
    expect(draftInvoice().lines).toHaveLength(3);
  });
});
