import { describe, expect, it } from "vitest";
import { api, signedInUser, uploadOne } from "./support/processor-api";
import { ocrSubmissionFor, SCAN_JPEG, TEXT_PDF } from "./support/processor-files";

describe("invoice ownership", () => {
  it("answers 404 to another user for the row, the file and every action, and changes nothing", async () => {
    const owner = await signedInUser("owner");
    const intruder = await signedInUser("intruder");
    const invoice = await uploadOne(owner, { name: "mine.pdf", bytes: TEXT_PDF });
    const scan = await uploadOne(owner, { name: "scan.jpg", bytes: SCAN_JPEG });

    const attempts: [string, { method?: string; json?: unknown }][] = [
      [`/${invoice.id}`, {}],
      [`/${invoice.id}/file`, {}],
      [`/${invoice.id}`, { method: "PATCH", json: { fields: { invoiceNumber: "HACKED" } } }],
      [`/${invoice.id}`, { method: "PATCH", json: { reviewed: true } }],
      [`/${invoice.id}/rerun`, { method: "POST", json: {} }],
      [`/${scan.id}/ocr`, { method: "POST", json: await ocrSubmissionFor(TEXT_PDF) }],
      [`/${invoice.id}`, { method: "DELETE", json: {} }],
    ];
    for (const [path, options] of attempts) {
      const response = await api(path, intruder, options);
      expect(response.status, `${options.method ?? "GET"} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
    const exported = await api("/export", intruder, { json: { ids: [invoice.id], format: "csv" } });
    expect(exported.status).toBe(404);
    const list = (await (await api("/", intruder)).json()) as { invoices: unknown[]; suppliers: string[] };
    expect(list.invoices).toEqual([]);
    expect(list.suppliers).toEqual([]);

    const mine = (await (await api(`/${invoice.id}`, owner)).json()) as {
      invoice: { status: string; invoiceNumber: string };
    };
    expect(mine.invoice).toMatchObject({ status: "extracted", invoiceNumber: "INV-2025540" });
    expect((await api(`/${invoice.id}/file`, owner)).status).toBe(200);
    const scanNow = (await (await api(`/${scan.id}`, owner)).json()) as { invoice: { status: string } };
    expect(scanNow.invoice.status).toBe("needs_ocr");
  });

  it("mixes in no foreign rows when an export names ids of two users", async () => {
    const owner = await signedInUser("owner");
    const other = await signedInUser("other");
    const mine = await uploadOne(owner, { name: "mine.pdf", bytes: TEXT_PDF });
    const theirs = await uploadOne(other, { name: "theirs.pdf", bytes: TEXT_PDF });
    const response = await api("/export", owner, { json: { ids: [mine.id, theirs.id], format: "json" } });
    const body = (await response.json()) as { invoices: { id: string }[] };
    expect(body.invoices.map((invoice) => invoice.id)).toEqual([mine.id]);
  });

  it("needs a session for every endpoint", async () => {
    for (const [path, method] of [
      ["/", "GET"],
      ["/abcdefghijklmnopqrstuvwxyz", "GET"],
      ["/abcdefghijklmnopqrstuvwxyz/file", "GET"],
    ] as const) {
      const response = await api(path, "", { method });
      expect(response.status).toBe(401);
    }
  });
});
