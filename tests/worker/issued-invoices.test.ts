import { env } from "cloudflare:workers";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it, vi } from "vitest";
import type { Invoice } from "../../core/invoice/model";
import { readUbl } from "../../core/invoice/ubl/read-ubl";
import { createInvoiceReference } from "../../core/reconcile/invoice-reference";
import { call } from "./support/accounts";
import {
  draftInvoice,
  type IssuedDetail,
  issue,
  line,
  postAction,
  saveDraft,
  userWithCompany,
} from "./support/issued-invoices";

vi.setConfig({ testTimeout: 60_000 });

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
}

async function detailOf(response: Response): Promise<IssuedDetail> {
  return ((await response.json()) as { invoice: IssuedDetail }).invoice;
}

async function vatRows(invoiceId: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare(
    "SELECT category, rate_basis_points, taxable_cents, vat_cents, user_id FROM issued_invoice_vat WHERE invoice_id = ? ORDER BY category, rate_basis_points DESC",
  )
    .bind(invoiceId)
    .all();
  return results;
}

/** What UBL cannot carry comes back as the reader's defaults (tests/core/invoice/ubl-roundtrip.test.ts). */
function comparable(invoice: Invoice): Invoice {
  return {
    ...invoice,
    simplified: false,
    precedingInvoice: invoice.precedingInvoice && { number: invoice.precedingInvoice.number, issueDate: "" },
  };
}

describe("issuing an invoice", () => {
  it("assigns prefix + next number, snapshots the supplier, fills the VAT rows and stores the PDF and UBL", async () => {
    const user = await userWithCompany("issue-basic");
    const draft = await saveDraft(user.cookie);
    expect(draft).toMatchObject({ status: "draft", number: null, kind: "invoice", hasPdf: false });
    expect(draft).toMatchObject({ totalExclCents: 57_946, vatCents: 8_673, totalInclCents: 66_619 });

    const issued = await issue(user.cookie, draft.id);
    expect(issued).toMatchObject({ status: "issued", number: "GK-2026-42", hasPdf: true, hasUbl: true });
    expect(issued.invoice.number).toBe("GK-2026-42");
    // No reference typed: a structured RF reference over the number (issue 19; RF is the default choice).
    expect(issued.invoice.paymentReference).toBe(createInvoiceReference("GK-2026-42", "rf"));
    expect(issued.invoice.supplier).toEqual({
      name: "Bakkerij De Gouden Korst B.V.",
      address: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country: "NL" },
      vatNumber: "NL123456782B01",
      kvk: "12345678",
      email: "info@goudenkorst.nl",
      iban: "NL91ABNA0417164300",
      kor: false,
    });
    expect(await vatRows(draft.id)).toEqual([
      { category: "S", rate_basis_points: 2100, taxable_cents: 29_750, vat_cents: 6_248, user_id: user.id },
      { category: "S", rate_basis_points: 900, taxable_cents: 26_946, vat_cents: 2_425, user_id: user.id },
      { category: "Z", rate_basis_points: 0, taxable_cents: 1_250, vat_cents: 0, user_id: user.id },
    ]);
    const company = await env.DB.prepare(
      "SELECT next_invoice_number FROM user_company_details WHERE user_id = ?",
    )
      .bind(user.id)
      .first<{ next_invoice_number: number }>();
    expect(company?.next_invoice_number).toBe(43);

    // Issuing twice uses no second number.
    const again = await postAction(user.cookie, draft.id, "issue");
    expect(again.status).toBe(409);
    const after = await saveDraft(user.cookie);
    expect((await issue(user.cookie, after.id)).number).toBe("GK-2026-43");
  });

  it("serves the exact stored bytes: a valid PDF and a UBL that parses back to the stored invoice", async () => {
    const user = await userWithCompany("issue-files");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    const { results: docs } = await env.DB.prepare(
      "SELECT id, kind, r2_key, file_name, content_type, size, sha256 FROM documents WHERE user_id = ? ORDER BY kind",
    )
      .bind(user.id)
      .all<{ id: string; kind: string; r2_key: string; file_name: string; size: number; sha256: string }>();
    expect(docs.map((doc) => doc.kind)).toEqual(["issued_invoice_pdf", "issued_invoice_ubl"]);
    for (const doc of docs) expect(doc.r2_key).toBe(`users/${user.id}/issued-invoices/${doc.id}`);

    const pdfResponse = await call(`/api/issued-invoices/${issued.id}/pdf`, { cookie: user.cookie });
    expect(pdfResponse.status).toBe(200);
    expect(pdfResponse.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdfResponse.headers.get("Content-Disposition")).toContain('filename="invoice-GK-2026-42.pdf"');
    expect(pdfResponse.headers.get("Cache-Control")).toBe("no-store");
    const pdf = new Uint8Array(await pdfResponse.arrayBuffer());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(new TextDecoder().decode(pdf.slice(-6))).toContain("%%EOF");
    expect(await sha256Hex(pdf)).toBe(docs[0]?.sha256);
    expect(pdf.byteLength).toBe(docs[0]?.size);

    const ublResponse = await call(`/api/issued-invoices/${issued.id}/ubl`, { cookie: user.cookie });
    expect(ublResponse.status).toBe(200);
    expect(ublResponse.headers.get("Content-Type")).toBe("application/xml");
    const xmlBytes = new Uint8Array(await ublResponse.arrayBuffer());
    expect(await sha256Hex(xmlBytes)).toBe(docs[1]?.sha256);
    const parsed = readUbl(new TextDecoder().decode(xmlBytes), "en");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.value.profile).toBe("nlcius");
    expect(parsed.value.invoice).toEqual(comparable(issued.invoice));
    // The PDF inside the UBL is the PDF that is served.
    expect(parsed.value.pdf?.filename).toBe("invoice-GK-2026-42.pdf");
    expect(parsed.value.pdf?.bytes).toEqual(pdf);

    // Downloading again gives the same bytes (no re-render).
    const second = new Uint8Array(
      await (await call(`/api/issued-invoices/${issued.id}/pdf`, { cookie: user.cookie })).arrayBuffer(),
    );
    expect(second).toEqual(pdf);
  });

  it("makes the files on first download when issuing could not store them", async () => {
    const user = await userWithCompany("issue-lazy");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    await env.DB.prepare(
      "UPDATE issued_invoices SET pdf_document_id = NULL, ubl_document_id = NULL WHERE id = ?",
    )
      .bind(issued.id)
      .run();
    const ubl = await call(`/api/issued-invoices/${issued.id}/ubl`, { cookie: user.cookie });
    expect(ubl.status).toBe(200);
    const parsed = readUbl(await ubl.text(), "en");
    expect(parsed.ok && parsed.value.invoice.number).toBe("GK-2026-42");
    const detail = await detailOf(await call(`/api/issued-invoices/${issued.id}`, { cookie: user.cookie }));
    expect(detail).toMatchObject({ hasPdf: true, hasUbl: true });
  });

  it("keeps one set of files when several downloads make them at once", async () => {
    const user = await userWithCompany("issue-lazy-race");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE issued_invoices SET pdf_document_id = NULL, ubl_document_id = NULL WHERE id = ?",
      ).bind(issued.id),
      env.DB.prepare("DELETE FROM documents WHERE user_id = ?").bind(user.id),
    ]);
    for (const object of (await env.FILES.list({ prefix: `users/${user.id}/` })).objects) {
      await env.FILES.delete(object.key);
    }
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(`/api/issued-invoices/${issued.id}/pdf`, { cookie: user.cookie })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(
      responses.map(async (response) => sha256Hex(new Uint8Array(await response.arrayBuffer()))),
    );
    expect(new Set(bodies).size).toBe(1);
    const docs = await env.DB.prepare("SELECT id, r2_key FROM documents WHERE user_id = ?")
      .bind(user.id)
      .all<{ id: string; r2_key: string }>();
    expect(docs.results).toHaveLength(2);
    const keys = (await env.FILES.list({ prefix: `users/${user.id}/` })).objects
      .map((object) => object.key)
      .sort();
    expect(keys).toEqual(docs.results.map((doc) => doc.r2_key).sort());
  });

  it("writes a Peppol BIS 3.0 e-invoice when the draft asks for it", async () => {
    const user = await userWithCompany("issue-peppol");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie, draftInvoice(), "peppol")).id);
    expect(issued.profile).toBe("peppol");
    const parsed = readUbl(
      await (await call(`/api/issued-invoices/${issued.id}/ubl`, { cookie: user.cookie })).text(),
    );
    expect(parsed.ok && parsed.value.profile).toBe("peppol");
  });

  it("refuses with the findings as 422 and uses no number", async () => {
    const user = await userWithCompany("issue-refused");
    const broken = draftInvoice({
      customer: {
        ...draftInvoice().customer,
        address: { street: "", postcode: "", city: "", country: "NL" },
      },
      lines: [line({ description: "", quantity: "0" })],
    });
    const draft = await saveDraft(user.cookie, broken);
    const response = await postAction(user.cookie, draft.id, "issue");
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: { code: string };
      dutch: { id: string; field: string; severity: string }[];
      einvoice: { id: string }[];
    };
    expect(body.error.code).toBe("invoice_not_ready");
    const fields = body.dutch
      .filter((finding) => finding.severity === "error")
      .map((finding) => finding.field);
    expect(fields).toEqual(
      expect.arrayContaining(["customer.address.street", "customer.address.city", "lines.0.description"]),
    );
    const stillDraft = await detailOf(
      await call(`/api/issued-invoices/${draft.id}`, { cookie: user.cookie }),
    );
    expect(stillDraft).toMatchObject({ status: "draft", number: null });
    expect(await vatRows(draft.id)).toEqual([]);
    const good = await saveDraft(user.cookie);
    expect((await issue(user.cookie, good.id)).number).toBe("GK-2026-42");
  });

  it("answers 409 without company details, and issues a consumer invoice as PDF only", async () => {
    const { createSignedInUser } = await import("./support/accounts");
    const bare = await createSignedInUser("issue-no-company");
    const draft = await saveDraft(bare.cookie);
    const refused = await postAction(bare.cookie, draft.id, "issue");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("no_company_details");

    const user = await userWithCompany("issue-consumer");
    const consumer = draftInvoice({
      buyerReference: "",
      customer: {
        name: "J. Jansen",
        address: { street: "Kerkstraat 1", postcode: "1234 AB", city: "Haarlem", country: "NL" },
        vatNumber: "",
        kvk: "",
        email: "",
      },
    });
    const issued = await issue(user.cookie, (await saveDraft(user.cookie, consumer)).id);
    expect(issued).toMatchObject({ status: "issued", hasPdf: true, hasUbl: false });
    expect((await call(`/api/issued-invoices/${issued.id}/pdf`, { cookie: user.cookie })).status).toBe(200);
    const ubl = await call(`/api/issued-invoices/${issued.id}/ubl`, { cookie: user.cookie });
    expect(ubl.status).toBe(409);
    expect(((await ubl.json()) as { error: { code: string } }).error.code).toBe("no_einvoice");
  });
});

describe("drafts", () => {
  it("creates, reads, replaces, lists with filters and deletes drafts; the number stays unassigned", async () => {
    const user = await userWithCompany("draft-crud");
    const draft = await saveDraft(user.cookie, draftInvoice({ number: "SNEAKY-1" }));
    expect(draft.invoice.number).toBe("");
    expect(draft.number).toBeNull();

    const got = await detailOf(await call(`/api/issued-invoices/${draft.id}`, { cookie: user.cookie }));
    expect(got.invoice).toEqual({ ...draftInvoice(), number: "" });
    expect(got.profile).toBe("nlcius");

    const replaced = await call(`/api/issued-invoices/${draft.id}`, {
      method: "PUT",
      json: {
        invoice: draftInvoice({ customer: { ...draftInvoice().customer, name: "Hotel Zuid" } }),
        profile: "peppol",
      },
      cookie: user.cookie,
    });
    expect(replaced.status).toBe(200);
    expect(await detailOf(replaced)).toMatchObject({ customerName: "Hotel Zuid", profile: "peppol" });

    const other = await saveDraft(
      user.cookie,
      draftInvoice({ customer: { ...draftInvoice().customer, name: "Bar 100%" } }),
    );
    await issue(user.cookie, other.id);

    const list = async (query: string): Promise<{ invoices: IssuedDetail[]; total: number }> =>
      (await call(`/api/issued-invoices${query}`, { cookie: user.cookie })).json() as Promise<{
        invoices: IssuedDetail[];
        total: number;
      }>;
    const all = await list("");
    expect(all.total).toBe(2);
    expect(all.invoices.map((row) => row.id)).toEqual([other.id, draft.id]);
    expect("invoice" in (all.invoices[0] ?? {})).toBe(false);
    expect((await list("?status=draft")).invoices.map((row) => row.id)).toEqual([draft.id]);
    expect((await list("?status=issued")).invoices.map((row) => row.id)).toEqual([other.id]);
    expect((await list("?kind=credit_note")).total).toBe(0);
    expect((await list("?q=zuid")).invoices.map((row) => row.id)).toEqual([draft.id]);
    expect((await list("?q=GK-2026-42")).invoices.map((row) => row.id)).toEqual([other.id]);
    // `%` is matched literally, not as a wildcard.
    expect((await list("?q=100%25")).invoices.map((row) => row.id)).toEqual([other.id]);
    expect((await list("?q=%25%25")).total).toBe(0);
    const page = await list("?limit=1&offset=1");
    expect(page).toMatchObject({ total: 2 });
    expect(page.invoices.map((row) => row.id)).toEqual([draft.id]);

    expect(
      (await call(`/api/issued-invoices/${draft.id}`, { method: "DELETE", json: {}, cookie: user.cookie }))
        .status,
    ).toBe(204);
    expect((await call(`/api/issued-invoices/${draft.id}`, { cookie: user.cookie })).status).toBe(404);
  });

  it("never deletes or changes an issued invoice", async () => {
    const user = await userWithCompany("draft-delete-issued");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    const deleted = await call(`/api/issued-invoices/${issued.id}`, {
      method: "DELETE",
      json: {},
      cookie: user.cookie,
    });
    expect(deleted.status).toBe(409);
    expect(await deleted.json()).toEqual({
      error: {
        code: "not_a_draft",
        message: "Issued invoices cannot be deleted; create a credit note instead.",
      },
    });
    const changed = await call(`/api/issued-invoices/${issued.id}`, {
      method: "PUT",
      json: { invoice: draftInvoice(), profile: "nlcius" },
      cookie: user.cookie,
    });
    expect(changed.status).toBe(409);
    const still = await detailOf(await call(`/api/issued-invoices/${issued.id}`, { cookie: user.cookie }));
    expect(still).toMatchObject({ status: "issued", number: "GK-2026-42" });
  });

  it("duplicates into a new draft dated today without a number, keeping the payment term", async () => {
    const user = await userWithCompany("draft-duplicate");
    const issued = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    const response = await postAction(user.cookie, issued.id, "duplicate");
    expect(response.status).toBe(201);
    const copy = await detailOf(response);
    const today = new Date().toISOString().slice(0, 10);
    expect(copy).toMatchObject({
      status: "draft",
      number: null,
      kind: "invoice",
      issueDate: today,
      hasPdf: false,
    });
    expect(copy.id).not.toBe(issued.id);
    expect(copy.invoice.number).toBe("");
    expect(copy.invoice.lines).toEqual(issued.invoice.lines);
    const term = (Date.parse(copy.dueDate) - Date.parse(copy.issueDate)) / 86_400_000;
    expect(term).toBe(14);
  });
});

describe("credit notes", () => {
  it("credits an issued invoice: a draft referencing it (BT-25), issued with negative stored amounts", async () => {
    const user = await userWithCompany("credit-note");
    const invoice = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    const response = await postAction(user.cookie, invoice.id, "credit-note");
    expect(response.status).toBe(201);
    const draft = await detailOf(response);
    expect(draft).toMatchObject({ kind: "credit_note", status: "draft", correctsInvoiceId: invoice.id });
    expect(draft.invoice.precedingInvoice).toEqual({ number: "GK-2026-42", issueDate: "2026-03-14" });
    expect(draft).toMatchObject({ totalExclCents: -57_946, vatCents: -8_673, totalInclCents: -66_619 });

    // The reference cannot be edited away while the credit note is a draft.
    const edited = await call(`/api/issued-invoices/${draft.id}`, {
      method: "PUT",
      json: { invoice: { ...draft.invoice, kind: "invoice", precedingInvoice: null }, profile: "nlcius" },
      cookie: user.cookie,
    });
    expect(edited.status).toBe(200);
    expect((await detailOf(edited)).invoice).toMatchObject({
      kind: "credit-note",
      precedingInvoice: { number: "GK-2026-42", issueDate: "2026-03-14" },
    });

    const credit = await issue(user.cookie, draft.id);
    expect(credit).toMatchObject({ number: "GK-2026-43", kind: "credit_note", totalInclCents: -66_619 });
    const rows = await vatRows(credit.id);
    expect(rows.map((row) => row.vat_cents)).toEqual([-6_248, -2_425, 0]);
    const sum = await env.DB.prepare(
      "SELECT sum(total_incl_cents) AS total FROM issued_invoices WHERE user_id = ?",
    )
      .bind(user.id)
      .first<{ total: number }>();
    expect(sum?.total).toBe(0);

    const ubl = await call(`/api/issued-invoices/${credit.id}/ubl`, { cookie: user.cookie });
    const xml = await ubl.text();
    expect(xml).toContain("<CreditNote");
    const parsed = readUbl(xml, "en");
    expect(parsed.ok && parsed.value.invoice.precedingInvoice?.number).toBe("GK-2026-42");

    // Only an issued invoice (not a draft, not a credit note) can be credited.
    expect((await postAction(user.cookie, credit.id, "credit-note")).status).toBe(409);
    const other = await saveDraft(user.cookie);
    expect((await postAction(user.cookie, other.id, "credit-note")).status).toBe(409);
  });
});

describe("sent and paid", () => {
  it("marks an issued invoice sent and then paid with dates; drafts and bad dates are refused", async () => {
    const user = await userWithCompany("mark");
    const draft = await saveDraft(user.cookie);
    expect((await postAction(user.cookie, draft.id, "sent", { date: "2026-03-15" })).status).toBe(409);
    await issue(user.cookie, draft.id);

    for (const date of ["2026-02-30", "15-03-2026", "", 20260315]) {
      expect((await postAction(user.cookie, draft.id, "sent", { date })).status).toBe(400);
    }
    expect((await postAction(user.cookie, draft.id, "sent", { date: "2026-03-15", extra: 1 })).status).toBe(
      400,
    );

    const sent = await detailOf(await postAction(user.cookie, draft.id, "sent", { date: "2026-03-15" }));
    expect(sent).toMatchObject({ status: "sent", sentAt: "2026-03-15", paidAt: null });
    const paid = await detailOf(await postAction(user.cookie, draft.id, "paid", { date: "2026-03-20" }));
    expect(paid).toMatchObject({ status: "paid", sentAt: "2026-03-15", paidAt: "2026-03-20" });
    expect((await postAction(user.cookie, draft.id, "sent", { date: "2026-03-21" })).status).toBe(409);
  });
});

describe("account deletion", () => {
  it("removes issued invoices, their VAT rows, documents and stored files", async () => {
    const { deleteUserEverywhere } = await import("../../worker/account/delete-user");
    const user = await userWithCompany("issued-delete-account");
    const invoice = await issue(user.cookie, (await saveDraft(user.cookie)).id);
    const credit = await postAction(user.cookie, invoice.id, "credit-note");
    await issue(user.cookie, (await detailOf(credit)).id);
    await saveDraft(user.cookie);
    const prefix = `users/${user.id}/issued-invoices/`;
    expect((await env.FILES.list({ prefix })).objects).toHaveLength(4);

    await deleteUserEverywhere(env, { id: user.id, email: user.email });
    for (const table of ["issued_invoices", "issued_invoice_vat", "documents"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`)
        .bind(user.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    expect((await env.FILES.list({ prefix })).objects).toEqual([]);
  });
});
