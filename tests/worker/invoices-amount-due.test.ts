import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../core/invoice/einvoice/validate";
import { FULL_DETAILS, putDetails } from "./support/company";
import { api, signedInUser, uploadOne } from "./support/processor-api";
import { TEXT_PDF } from "./support/processor-files";

interface Detail {
  invoice: { data: { extraction: { fields: Record<string, { value: unknown } | undefined> } } };
}

/** The processor's sample PDF (total € 6.154,33), reviewed with an amount due, its questions answered. */
async function reviewedWithAmountDue(
  label: string,
  fields: Record<string, number>,
): Promise<[string, string]> {
  const cookie = await signedInUser(label);
  expect((await putDetails(cookie, FULL_DETAILS)).status).toBe(200);
  const invoice = await uploadOne(cookie, { name: "deposit-paid.pdf", bytes: TEXT_PDF });
  const patched = await api(`/${invoice.id}`, cookie, { method: "PATCH", json: { fields, reviewed: true } });
  expect(patched.status).toBe(200);
  const answered = await api(`/${invoice.id}/einvoice`, cookie, {
    method: "PUT",
    json: { buyerReference: "Inkoop 2025" },
  });
  expect(answered.status).toBe(200);
  return [cookie, invoice.id];
}

function expectValidWithDeposit(xml: string): void {
  expect(xml).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">6154.33</cbc:TaxInclusiveAmount>');
  expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">1154.33</cbc:PrepaidAmount>');
  expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">5000.00</cbc:PayableAmount>');
  const report = validateEInvoice(xml);
  expect(report.ok && report.value.findings.filter((finding) => finding.flag === "fatal")).toEqual([]);
}

describe("the reviewed amount due, stored and exported as UBL", () => {
  it("stores the amount due with the reviewed fields and exports it as PayableAmount, the rest prepaid", async () => {
    const [cookie, id] = await reviewedWithAmountDue("due-single", { amountDueCents: 500_000 });
    const stored = ((await (await api(`/${id}`, cookie)).json()) as Detail).invoice;
    expect(stored.data.extraction.fields.amountDueCents?.value).toBe(500_000);
    for (const profile of ["peppol", "nlcius"] as const) {
      const response = await api(`/${id}/ubl?profile=${profile}`, cookie);
      expect(response.status).toBe(200);
      expectValidWithDeposit(await response.text());
    }
  });

  it("exports it the same way in the ZIP", async () => {
    const [cookie, id] = await reviewedWithAmountDue("due-zip", { amountDueCents: 500_000 });
    const response = await api("/ubl-export", cookie, { json: { ids: [id], profile: "peppol" } });
    expect(response.status).toBe(200);
    const entries = Object.values(unzipSync(new Uint8Array(await response.arrayBuffer())));
    expect(entries).toHaveLength(1);
    expectValidWithDeposit(new TextDecoder().decode(entries[0]));
  });

  it("exports an amount due above the total as a balance still open from before", async () => {
    const [cookie, id] = await reviewedWithAmountDue("due-above", { amountDueCents: 700_000 });
    const state = (await (await api(`/${id}/einvoice`, cookie)).json()) as {
      questions: { id: string }[];
      ready: { peppol: boolean };
    };
    expect(state.questions).toEqual([]);
    expect(state.ready.peppol).toBe(true);
    const response = await api(`/${id}/ubl?profile=peppol`, cookie);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">-845.67</cbc:PrepaidAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">7000.00</cbc:PayableAmount>');
    const report = validateEInvoice(xml);
    expect(report.ok && report.value.findings.filter((finding) => finding.flag === "fatal")).toEqual([]);
  });

  it("lets an amount due confirmed equal to the total follow a corrected total", async () => {
    const [cookie, id] = await reviewedWithAmountDue("due-follows", { amountDueCents: 615_433 });
    // A cent more is a cash rounding of the total: it stays exportable.
    await api(`/${id}`, cookie, { method: "PATCH", json: { fields: { totalCents: 615_434 } } });
    const stored = ((await (await api(`/${id}`, cookie)).json()) as Detail).invoice;
    expect(stored.data.extraction.fields.amountDueCents?.value).toBe(615_434);
    const xml = await (await api(`/${id}/ubl?profile=peppol`, cookie)).text();
    expect(xml).not.toContain("PrepaidAmount");
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">6154.34</cbc:PayableAmount>');
  });

  it("refuses hostile amounts due with a clear 400", async () => {
    const cookie = await signedInUser("due-hostile");
    const invoice = await uploadOne(cookie, { name: "hostile.pdf", bytes: TEXT_PDF });
    for (const amountDueCents of ["1e9", 1e20, 12.5, "vijfhonderd", { cents: 1 }]) {
      const response = await api(`/${invoice.id}`, cookie, {
        method: "PATCH",
        json: { fields: { amountDueCents } },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("invalid_request");
      expect(body.error.message).toBe("The request body is not valid.");
    }
    const stored = ((await (await api(`/${invoice.id}`, cookie)).json()) as Detail).invoice;
    expect(stored.data.extraction.fields.amountDueCents).toBeUndefined();
  });
});
