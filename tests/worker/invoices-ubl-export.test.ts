import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { readUbl } from "../../core/invoice/ubl/read-ubl";
import { FULL_DETAILS, putDetails } from "./support/company";
import { api, signedInUser, uploadOne } from "./support/processor-api";
import { SECOND_PDF, TEXT_PDF } from "./support/processor-files";

interface EInvoiceState {
  reviewed: boolean;
  companySaved: boolean;
  questions: { id: string; profiles: string[]; inputs: { kind: string; name: string }[] }[];
  ready: { nlcius: boolean; peppol: boolean };
}

interface Refusal {
  error: { code: string; message: string };
  questions?: { id: string }[];
  invoices?: { id: string; code: string; questions: { id: string }[] }[];
}

async function userWithCompany(label: string): Promise<string> {
  const cookie = await signedInUser(label);
  expect((await putDetails(cookie, FULL_DETAILS)).status).toBe(200);
  return cookie;
}

async function reviewed(cookie: string, bytes = TEXT_PDF): Promise<string> {
  const invoice = await uploadOne(cookie, { name: "inv-001.pdf", bytes });
  const response = await api(`/${invoice.id}`, cookie, { method: "PATCH", json: { reviewed: true } });
  expect(response.status).toBe(200);
  return invoice.id;
}

async function state(cookie: string, id: string): Promise<EInvoiceState> {
  const response = await api(`/${id}/einvoice`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as EInvoiceState;
}

/** Answers every question an answer can settle, as a person would from the invoice in front of them. */
async function answerQuestions(cookie: string, id: string): Promise<EInvoiceState> {
  const response = await api(`/${id}/einvoice`, cookie, {
    method: "PUT",
    json: { buyerReference: "Inkoop 2025" },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as EInvoiceState;
}

describe("purchase invoices out as UBL e-invoices", () => {
  it("refuses an unreviewed invoice with 422 and says why", async () => {
    const cookie = await userWithCompany("ubl-unreviewed");
    const invoice = await uploadOne(cookie, { name: "inv-001.pdf", bytes: TEXT_PDF });
    expect((await state(cookie, invoice.id)).reviewed).toBe(false);
    const response = await api(`/${invoice.id}/ubl?profile=peppol`, cookie);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).error.code).toBe("not_reviewed");
  });

  it("asks the rules' missing fields, then writes a UBL that passes, with the PDF inside and the user as buyer", async () => {
    const cookie = await userWithCompany("ubl-single");
    const id = await reviewed(cookie);
    const before = await state(cookie, id);
    const ids = before.questions.map((question) => question.id);
    // Peppol BIS and SI-UBL both need the buyer's own reference or order number; the PDF has neither.
    expect(ids).toContain("PEPPOL-EN16931-R003");
    expect(before.questions.find((question) => question.id === "PEPPOL-EN16931-R003")?.inputs).toEqual([
      { kind: "answer", name: "buyerReference" },
      { kind: "answer", name: "orderReference" },
    ]);
    expect(before.ready).toEqual({ nlcius: false, peppol: false });

    const incomplete = await api(`/${id}/ubl?profile=peppol`, cookie);
    expect(incomplete.status).toBe(422);
    const refusal = (await incomplete.json()) as Refusal;
    expect(refusal.error.code).toBe("einvoice_incomplete");
    expect(refusal.questions?.map((question) => question.id)).toContain("PEPPOL-EN16931-R003");

    const after = await answerQuestions(cookie, id);
    expect(after.questions).toEqual([]);
    expect(after.ready).toEqual({ nlcius: true, peppol: true });

    for (const profile of ["peppol", "nlcius"] as const) {
      const response = await api(`/${id}/ubl?profile=${profile}`, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("application/xml");
      expect(response.headers.get("Content-Disposition")).toContain(".xml");
      const xml = await response.text();
      const report = validateEInvoice(xml);
      expect(report.ok && report.value.findings.filter((finding) => finding.flag === "fatal")).toEqual([]);
      expect(report.ok && report.value.profile).toBe(profile);
      const read = readUbl(xml, "en");
      if (!read.ok) throw new Error(read.error);
      expect(read.value.invoice.number).toBe("INV-2025540");
      expect(read.value.invoice.customer.name).toBe(FULL_DETAILS.companyName);
      expect(read.value.invoice.supplier.name).toContain("Gouden Korrel");
      expect(read.value.invoice.buyerReference).toBe("Inkoop 2025");
      expect(read.value.pdf?.bytes).toEqual(TEXT_PDF);
      expect(xml).toContain('mimeCode="application/pdf"');
      expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">6154.33</cbc:PayableAmount>');
    }
  });

  it("downloads a batch as a ZIP of one UBL per invoice", async () => {
    const cookie = await userWithCompany("ubl-zip");
    const first = await reviewed(cookie, TEXT_PDF);
    const second = await reviewed(cookie, SECOND_PDF);
    await answerQuestions(cookie, first);
    const secondState = await answerQuestions(cookie, second);
    expect(secondState.ready.nlcius).toBe(true);
    const response = await api("/ubl-export", cookie, { json: { ids: [first, second], profile: "nlcius" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names).toHaveLength(2);
    for (const name of names) {
      expect(name).toMatch(/\.xml$/);
      const report = validateEInvoice(new TextDecoder().decode(entries[name]));
      expect(report.ok && report.value.passed && report.value.profile).toBe("nlcius");
    }
  });

  it("refuses a batch with an incomplete invoice, naming it and its questions", async () => {
    const cookie = await userWithCompany("ubl-zip-incomplete");
    const ready = await reviewed(cookie, TEXT_PDF);
    await answerQuestions(cookie, ready);
    const open = await reviewed(cookie, SECOND_PDF);
    const response = await api("/ubl-export", cookie, { json: { ids: [ready, open], profile: "peppol" } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as Refusal;
    expect(body.error.code).toBe("einvoice_incomplete");
    expect(body.invoices?.map((item) => item.id)).toEqual([open]);
    expect(body.invoices?.[0]?.questions.map((question) => question.id)).toContain("PEPPOL-EN16931-R003");
  });

  it("answers 404 for someone else's invoice on every e-invoice route", async () => {
    const owner = await userWithCompany("ubl-owner");
    const id = await reviewed(owner);
    const stranger = await userWithCompany("ubl-stranger");
    expect((await api(`/${id}/einvoice`, stranger)).status).toBe(404);
    expect(
      (await api(`/${id}/einvoice`, stranger, { method: "PUT", json: { buyerReference: "x" } })).status,
    ).toBe(404);
    expect((await api(`/${id}/ubl?profile=peppol`, stranger)).status).toBe(404);
    expect((await api("/ubl-export", stranger, { json: { ids: [id], profile: "peppol" } })).status).toBe(404);
    // The owner's answers were not touched by the stranger's attempt.
    expect((await state(owner, id)).questions.map((question) => question.id)).toContain(
      "PEPPOL-EN16931-R003",
    );
  });

  it("refuses an oversized batch, malformed answers and an unknown form with clear errors", async () => {
    const cookie = await userWithCompany("ubl-hostile");
    const id = await reviewed(cookie);
    const many = Array.from(
      { length: 51 },
      (_, index) =>
        `${"a".repeat(24)}${"bcdefghijklmnopqrstuvwxyz234567"[index % 31]}${"bcdefg"[Math.floor(index / 31)]}`,
    );
    const oversized = await api("/ubl-export", cookie, { json: { ids: many, profile: "peppol" } });
    expect(oversized.status).toBe(413);
    const refusal = (await oversized.json()) as Refusal;
    expect(refusal.error.code).toBe("batch_too_large");
    expect(refusal.error.message).toContain("At most 50 invoices");

    const bad: unknown[] = [
      { buyerReference: "x", admin: true },
      { supplierCountry: "Netherlands" },
      { supplierPeppolId: "not an id" },
      { zeroRateCategory: "X" },
      { vatRate: "twenty-one" },
      { buyerReference: "x".repeat(201) },
      [],
      "text",
    ];
    for (const json of bad) {
      const response = await api(`/${id}/einvoice`, cookie, { method: "PUT", json });
      expect(response.status, JSON.stringify(json).slice(0, 60)).toBe(400);
      expect(((await response.json()) as Refusal).error.code).toBeTruthy();
    }
    expect((await api(`/${id}/ubl?profile=xrechnung`, cookie)).status).toBe(400);
    expect((await api(`/${id}/ubl`, cookie)).status).toBe(400);
    expect((await api("/ubl-export", cookie, { json: { ids: [], profile: "peppol" } })).status).toBe(400);
    expect(
      (await api("/ubl-export", cookie, { json: { ids: [id], profile: "peppol", extra: 1 } })).status,
    ).toBe(400);
  });

  it("needs the user's company details: they are the buyer", async () => {
    const cookie = await signedInUser("ubl-no-company");
    const id = await reviewed(cookie);
    await answerQuestions(cookie, id);
    const current = await state(cookie, id);
    expect(current.companySaved).toBe(false);
    const response = await api(`/${id}/ubl?profile=nlcius`, cookie);
    expect(response.status).toBe(422);
    expect(((await response.json()) as Refusal).error.code).toBe("company_details_missing");
  });
});
