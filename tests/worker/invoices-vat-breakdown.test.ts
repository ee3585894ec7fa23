import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { readEInvoice } from "../../core/invoice/extraction/einvoice/read-einvoice";
import { FULL_DETAILS, putDetails } from "./support/company";
import { api, signedInUser, uploadOne } from "./support/processor-api";
import { TEXT_PDF } from "./support/processor-files";

interface Detail {
  invoice: {
    status: string;
    data: { extraction: { vatLines: { rate: string; baseCents: number | null; vatCents: number }[] } };
  };
}

interface EInvoiceState {
  questions: { id: string }[];
  ready: { nlcius: boolean; peppol: boolean };
}

/** The fixture invoice (inv-001: € 5.086,22 + 21 % = € 6.154,33) re-reviewed as 21 % and 9 %. */
const TWO_RATES = [
  { rate: "21", baseCents: 400_000, vatCents: 84_000 },
  { rate: "9", baseCents: 108_622, vatCents: 9_776 },
];
const TWO_RATE_TOTALS = { subtotalCents: 508_622, vatTotalCents: 93_776, totalCents: 602_398 };

async function uploadedInvoice(label: string): Promise<{ cookie: string; id: string }> {
  const cookie = await signedInUser(label);
  expect((await putDetails(cookie, FULL_DETAILS)).status).toBe(200);
  const invoice = await uploadOne(cookie, { name: "inv-001.pdf", bytes: TEXT_PDF });
  return { cookie, id: invoice.id };
}

async function patch(cookie: string, id: string, json: unknown): Promise<Response> {
  return api(`/${id}`, cookie, { method: "PATCH", json });
}

async function einvoiceState(cookie: string, id: string): Promise<EInvoiceState> {
  const response = await api(`/${id}/einvoice`, cookie, {
    method: "PUT",
    json: { buyerReference: "Inkoop 2025" },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as EInvoiceState;
}

describe("the VAT breakdown edited in the review", () => {
  it("replaces the rows read, and the UBL carries one TaxSubtotal per reviewed rate", async () => {
    const { cookie, id } = await uploadedInvoice("breakdown-two-rates");
    const saved = await patch(cookie, id, { fields: TWO_RATE_TOTALS, vatLines: TWO_RATES, reviewed: true });
    expect(saved.status).toBe(200);
    const detail = ((await saved.json()) as Detail).invoice;
    expect(detail.status).toBe("reviewed");
    expect(
      detail.data.extraction.vatLines.map(({ rate, baseCents, vatCents }) => [rate, baseCents, vatCents]),
    ).toEqual([
      ["21", 400_000, 84_000],
      ["9", 108_622, 9_776],
    ]);
    expect((await einvoiceState(cookie, id)).ready).toEqual({ nlcius: true, peppol: true });

    const response = await api(`/${id}/ubl?profile=nlcius`, cookie);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const report = validateEInvoice(xml);
    expect(report.ok && report.value.findings.filter((finding) => finding.flag === "fatal")).toEqual([]);
    const read = readEInvoice(
      xml.replace(/<cac:AdditionalDocumentReference>[\s\S]*?<\/cac:AdditionalDocumentReference>/, ""),
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.value.vatLines.map(({ rate, baseCents, vatCents }) => [rate, baseCents, vatCents])).toEqual([
      ["21", 400_000, 84_000],
      ["9", 108_622, 9_776],
    ]);
    expect(read.value.fields.totalCents?.value).toBe(602_398);
  });

  it("saves a draft whose breakdown does not add up, and the export asks about it instead of writing it", async () => {
    const { cookie, id } = await uploadedInvoice("breakdown-draft");
    // Taxable amounts € 4.000,00 + € 1.000,00 against a net amount of € 5.086,22.
    const draft = [
      { rate: "21", baseCents: 400_000, vatCents: 84_000 },
      { rate: "9", baseCents: 100_000, vatCents: 9_000 },
    ];
    const saved = await patch(cookie, id, { vatLines: draft, reviewed: true });
    expect(saved.status).toBe(200);
    const state = await einvoiceState(cookie, id);
    expect(state.questions.map((question) => question.id)).toEqual(["vat-breakdown-sum"]);
    expect(state.ready).toEqual({ nlcius: false, peppol: false });
    expect((await api(`/${id}/ubl?profile=peppol`, cookie)).status).toBe(422);
  });

  it("writes the rounding of a total rounded for payment, and asks about a larger difference", async () => {
    const { cookie, id } = await uploadedInvoice("breakdown-rounding");
    expect((await patch(cookie, id, { fields: { totalCents: 615_435 }, reviewed: true })).status).toBe(200);
    await einvoiceState(cookie, id);
    const xml = await (await api(`/${id}/ubl?profile=peppol`, cookie)).text();
    expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">6154.33</cbc:TaxInclusiveAmount>');
    expect(xml).toContain('<cbc:PayableRoundingAmount currencyID="EUR">0.02</cbc:PayableRoundingAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">6154.35</cbc:PayableAmount>');

    expect((await patch(cookie, id, { fields: { totalCents: 615_500 } })).status).toBe(200);
    expect((await einvoiceState(cookie, id)).questions.map((question) => question.id)).toEqual(["totals"]);
  });

  it("refuses malformed, hostile and oversized breakdowns with a clear 400 or 413, leaving the invoice as it was", async () => {
    const { cookie, id } = await uploadedInvoice("breakdown-hostile");
    const row = { rate: "21", baseCents: 100, vatCents: 21 };
    const bad: unknown[] = [
      { vatLines: [{ ...row, rate: "abc" }] },
      { vatLines: [{ ...row, rate: "101" }] },
      { vatLines: [{ ...row, rate: 21 }] },
      { vatLines: [{ ...row, rate: "-9" }] },
      { vatLines: [{ ...row, rate: "21%" }] },
      { vatLines: [{ ...row, baseCents: 1.5 }] },
      { vatLines: [{ ...row, baseCents: 1e14 }] },
      { vatLines: [{ ...row, vatCents: null }] },
      { vatLines: [{ ...row, confidence: 0.1 }] },
      { vatLines: [{ ...row, source: { page: 1, x: 0, y: 0, width: 1, height: 1 } }] },
      { vatLines: Array.from({ length: 21 }, () => row) },
      { vatLines: row },
      { vatLines: "21" },
      { vatLines: [null] },
      { vatLines: [{ ...row, __proto__: { admin: true }, extra: 1 }] },
    ];
    for (const json of bad) {
      const response = await patch(cookie, id, json);
      expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    const oversized = await patch(cookie, id, {
      vatLines: [row],
      fields: { supplierName: "x".repeat(200 * 1024) },
    });
    expect(oversized.status).toBe(413);
    const detail = ((await (await api(`/${id}`, cookie)).json()) as Detail).invoice;
    expect(detail.data.extraction.vatLines.map((line) => [line.rate, line.vatCents])).toEqual([
      ["21", 106_811],
    ]);
  });

  it("accepts reverse charge, a rate with decimals and an unknown taxable amount, and an empty breakdown", async () => {
    const { cookie, id } = await uploadedInvoice("breakdown-kinds");
    const rows = [
      { rate: "reverse-charge", baseCents: 10_000, vatCents: 0 },
      { rate: "5.5", baseCents: null, vatCents: 550 },
    ];
    const saved = await patch(cookie, id, { vatLines: rows });
    expect(saved.status).toBe(200);
    const detail = ((await saved.json()) as Detail).invoice;
    expect(detail.data.extraction.vatLines.map((line) => [line.rate, line.baseCents])).toEqual([
      ["reverse-charge", 10_000],
      ["5.5", null],
    ]);
    const emptied = await patch(cookie, id, { vatLines: [] });
    expect(((await emptied.json()) as Detail).invoice.data.extraction.vatLines).toEqual([]);
  });
});
