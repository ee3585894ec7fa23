import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, signedInPaidUser, signedInUser, upload, uploadOne } from "./support/processor-api";
import { ocrSubmissionFor, SCAN_JPEG, SECOND_PDF, TEXT_PDF, UBL_XML } from "./support/processor-files";
import { readFirstSheet, serialToDate } from "./support/processor-xlsx";

interface Detail {
  invoice: {
    id: string;
    status: string;
    invoiceNumber: string | null;
    totalCents: number | null;
    duplicates: { invoiceId: string; reason: string }[];
    data: {
      pages: { page: number; width: number; height: number }[];
      edited: string[];
      extraction: {
        method: string;
        fields: Record<string, { value: unknown; confidence: number } | undefined>;
        checks: { id: string; outcome: string }[];
      } | null;
    };
  };
}

async function detail(cookie: string, id: string): Promise<Detail["invoice"]> {
  const response = await api(`/${id}`, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as Detail).invoice;
}

async function r2Keys(): Promise<string[]> {
  return (await env.FILES.list({ prefix: "users/" })).objects.map((object) => object.key);
}

/** RFC 4180 rows of a simple CSV (our own writer's output; quoted cells may hold commas). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n")
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
        .map((m) => (m[1] ?? "").replace(/^"|"$/g, "").replaceAll('""', '"'))
        .slice(0, -1),
    );
}

describe("review, OCR, re-run, delete, duplicates and export", () => {
  it("takes the browser's OCR words for an image and runs the same extraction", async () => {
    const cookie = await signedInUser();
    const scan = await uploadOne(cookie, { name: "scan.jpg", bytes: SCAN_JPEG });
    expect(scan.status).toBe("needs_ocr");
    const before = await detail(cookie, scan.id);
    expect(before.data.extraction).toBeNull();
    expect(before.data.pages[0]).toMatchObject({ page: 1 });

    const response = await api(`/${scan.id}/ocr`, cookie, { json: await ocrSubmissionFor(TEXT_PDF) });
    expect(response.status).toBe(200);
    const after = ((await response.json()) as Detail).invoice;
    expect(after.status).toBe("extracted");
    expect(after.data.extraction?.method).toBe("ocr");
    expect(after.invoiceNumber).toBe("INV-2025540");
    expect(after.totalCents).toBe(615433);
    expect(Math.round(after.data.pages[0]?.width ?? 0)).toBe(1191);
    expect((await r2Keys()).some((key) => key.includes("/invoice-ocr/"))).toBe(true);

    // A re-run uses the stored words: no browser needed.
    const rerun = ((await (await api(`/${scan.id}/rerun`, cookie, { json: {} })).json()) as Detail).invoice;
    expect(rerun.status).toBe("extracted");
    expect(rerun.invoiceNumber).toBe("INV-2025540");
  });

  it("refuses malformed, oversized and misplaced OCR submissions", async () => {
    const cookie = await signedInUser();
    const scan = await uploadOne(cookie, { name: "scan.jpg", bytes: SCAN_JPEG });
    const text = await uploadOne(cookie, { name: "text.pdf", bytes: TEXT_PDF });
    const word = { text: "x", confidence: 90, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 } };
    const line = { words: [word], baseline: word.bbox, bbox: word.bbox };
    const bad: unknown[] = [
      { pages: [] },
      { pages: [{ pageNumber: 1, width: 10, height: 10, lines: [line] }], userId: "someone" },
      { pages: [{ pageNumber: 1, width: -1, height: 10, lines: [] }] },
      {
        pages: [
          {
            pageNumber: 1,
            width: 10,
            height: 10,
            lines: [{ ...line, words: [{ ...word, text: "y".repeat(201) }] }],
          },
        ],
      },
      {
        pages: [
          { pageNumber: 1, width: 10, height: 10, lines: [] },
          { pageNumber: 1, width: 10, height: 10, lines: [] },
        ],
      },
    ];
    for (const body of bad) expect((await api(`/${scan.id}/ocr`, cookie, { json: body })).status).toBe(400);
    const huge = {
      pages: [{ pageNumber: 1, width: 10, height: 10, lines: Array.from({ length: 40_000 }, () => line) }],
    };
    expect((await api(`/${scan.id}/ocr`, cookie, { json: huge })).status).toBe(413);
    const good = await ocrSubmissionFor(TEXT_PDF);
    expect((await api(`/${text.id}/ocr`, cookie, { json: good })).status).toBe(409);
    expect((await detail(cookie, scan.id)).status).toBe("needs_ocr");
  });

  it("saves review edits with full confidence, marks reviewed, and a re-run reads the file again", async () => {
    const cookie = await signedInUser();
    const invoice = await uploadOne(cookie, { name: "inv.pdf", bytes: TEXT_PDF });
    const patched = await api(`/${invoice.id}`, cookie, {
      method: "PATCH",
      json: { fields: { invoiceNumber: "INV-2025540-A", totalCents: 615434, dueDate: null } },
    });
    expect(patched.status).toBe(200);
    const edited = ((await patched.json()) as Detail).invoice;
    expect(edited.invoiceNumber).toBe("INV-2025540-A");
    expect(edited.data.extraction?.fields.invoiceNumber).toMatchObject({
      value: "INV-2025540-A",
      confidence: 1,
    });
    expect(edited.data.extraction?.fields.dueDate).toBeUndefined();
    expect(edited.data.edited.sort()).toEqual(["dueDate", "invoiceNumber", "totalCents"]);
    // The checks run again: 5086.22 + 1068.11 is no longer the edited total.
    expect(edited.data.extraction?.checks.find((check) => check.id === "totals-add-up")?.outcome).toBe(
      "fail",
    );

    const reviewed = await api(`/${invoice.id}`, cookie, { method: "PATCH", json: { reviewed: true } });
    expect(((await reviewed.json()) as Detail).invoice.status).toBe("reviewed");

    for (const body of [
      { fields: { userId: "x" } },
      { fields: { invoiceDate: "2025-02-30" } },
      { fields: { totalCents: 12.5 } },
      { fields: { currency: "euro" } },
      { status: "reviewed" },
      {},
    ])
      expect((await api(`/${invoice.id}`, cookie, { method: "PATCH", json: body })).status).toBe(400);

    const rerun = ((await (await api(`/${invoice.id}/rerun`, cookie, { json: {} })).json()) as Detail)
      .invoice;
    expect(rerun.status).toBe("extracted");
    expect(rerun.invoiceNumber).toBe("INV-2025540");
    expect(rerun.data.edited).toEqual([]);
  });

  it("deletes the row, the original in R2 and the OCR words", async () => {
    const cookie = await signedInUser();
    const existing = new Set(await r2Keys());
    const scan = await uploadOne(cookie, { name: "scan.jpg", bytes: SCAN_JPEG });
    await api(`/${scan.id}/ocr`, cookie, { json: await ocrSubmissionFor(TEXT_PDF) });
    const added = (await r2Keys()).filter((key) => !existing.has(key));
    expect(added).toHaveLength(2);
    const deleted = await api(`/${scan.id}`, cookie, { method: "DELETE", json: {} });
    expect(deleted.status).toBe(204);
    const left = await r2Keys();
    expect(added.filter((key) => left.includes(key))).toEqual([]);
    expect(left).toHaveLength(existing.size);
    expect((await api(`/${scan.id}`, cookie)).status).toBe(404);
    expect((await api(`/${scan.id}/file`, cookie)).status).toBe(404);
    expect((await api(`/${scan.id}`, cookie, { method: "DELETE", json: {} })).status).toBe(404);
  });

  it("warns about the same file and about the same supplier and invoice number", async () => {
    const cookie = await signedInUser();
    const first = await uploadOne(cookie, { name: "a.pdf", bytes: TEXT_PDF });
    const [again] = await upload(cookie, [{ name: "a-copy.pdf", bytes: TEXT_PDF }]);
    expect(again?.duplicates).toEqual([{ invoiceId: first.id, reason: "same-file", fileName: "a.pdf" }]);
    // A different file (the OCR'd scan) of the same invoice: same supplier + number.
    const scan = await uploadOne(cookie, { name: "scan.jpg", bytes: SCAN_JPEG });
    const ocr = (
      (await (
        await api(`/${scan.id}/ocr`, cookie, { json: await ocrSubmissionFor(TEXT_PDF) })
      ).json()) as Detail
    ).invoice;
    expect(ocr.duplicates.map((duplicate) => duplicate.reason).sort()).toEqual([
      "same-number",
      "same-number",
    ]);
    const [other] = await upload(cookie, [{ name: "other.pdf", bytes: SECOND_PDF }]);
    expect(other?.duplicates).toEqual([]);
  });

  it("serves the original only as an attachment with an RFC 6266 name", async () => {
    const cookie = await signedInUser();
    const invoice = await uploadOne(cookie, { name: "../../Factuur mei €.pdf", bytes: TEXT_PDF });
    const response = await api(`/${invoice.id}/file`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Factuur mei _.pdf"; filename*=UTF-8''Factuur%20mei%20%E2%82%AC.pdf`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(TEXT_PDF);
  });

  it("exports selected invoices as CSV that reads back, JSON and XLSX, in chunks past D1's 100 parameters", async () => {
    // 101 uploads: more than the Free plan's monthly extraction quota.
    const cookie = await signedInPaidUser();
    const text = await uploadOne(cookie, { name: "inv.pdf", bytes: TEXT_PDF });
    await api(`/${text.id}`, cookie, {
      method: "PATCH",
      json: { fields: { customerName: "=HYPERLINK(1)" } },
    });
    const csvResponse = await api("/export", cookie, { json: { ids: [text.id], format: "csv" } });
    expect(csvResponse.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csvResponse.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(await csvResponse.text());
    const header = rows[0] ?? [];
    const row = rows[1] ?? [];
    const cell = (name: string): string | undefined => row[header.indexOf(name)];
    expect(cell("Invoice number")).toBe("INV-2025540");
    expect(cell("Supplier")).toBe("Bakkerij De Gouden Korrel B.V.");
    expect(cell("Total")).toBe("6154.33");
    expect(cell("Invoice date")).toBe("2025-04-29");
    expect(cell("Customer")).toBe("'=HYPERLINK(1)");

    const xlsx = await api("/export", cookie, { json: { ids: [text.id], format: "xlsx" } });
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const cells = readFirstSheet(bytes);
    const columnOf = (name: string): string =>
      [...cells].find(([ref, cell]) => /^[A-Z]+1$/.test(ref) && cell.value === name)?.[0].replace("1", "") ??
      "";
    const xlsxCell = (name: string): { type: string; value: string; style: number } | undefined =>
      cells.get(`${columnOf(name)}2`);
    expect(xlsxCell("Total")).toMatchObject({ type: "n", value: "6154.33" });
    expect(xlsxCell("Total")?.style).toBeGreaterThan(0);
    expect(xlsxCell("Invoice date")?.type).toBe("n");
    expect(serialToDate(Number(xlsxCell("Invoice date")?.value))).toBe("2025-04-29");
    expect(xlsxCell("Customer")).toMatchObject({ type: "s", value: "'=HYPERLINK(1)" });
    expect(xlsxCell("Invoice number")).toMatchObject({ type: "s", value: "INV-2025540" });

    const many = [];
    for (let batch = 0; batch < 5; batch++)
      many.push(
        ...(await upload(
          cookie,
          Array.from({ length: 20 }, (_, i) => ({ name: `u${batch}-${i}.xml`, bytes: UBL_XML })),
        )),
      );
    const ids = many.map((result) => result.invoice?.id ?? "");
    const json = await api("/export", cookie, { json: { ids: [...ids, text.id], format: "json" } });
    const exported = (await json.json()) as { invoices: { id: string; fields: { invoiceNumber: string } }[] };
    expect(exported.invoices).toHaveLength(101);
    expect(exported.invoices[100]?.fields.invoiceNumber).toBe("INV-2025540");

    for (const body of [
      { ids: [], format: "csv" },
      { ids: [text.id], format: "xls" },
      { ids: ["../x"], format: "csv" },
    ])
      expect((await api("/export", cookie, { json: body })).status).toBe(400);
  });

  it("lists with search, supplier, status and date filters and totals per period", async () => {
    const cookie = await signedInUser();
    await upload(cookie, [
      { name: "bakkerij.pdf", bytes: TEXT_PDF },
      { name: "ubl.xml", bytes: UBL_XML },
      { name: "scan.jpg", bytes: SCAN_JPEG },
    ]);
    type List = {
      invoices: { fileName: string; status: string }[];
      total: number;
      totals: { period: string | null; totalCents: number; count: number }[];
      suppliers: string[];
    };
    const read = async (query: string): Promise<List> =>
      (await (await api(`?${query}`, cookie)).json()) as List;
    const all = await read("");
    expect(all.total).toBe(3);
    expect(all.suppliers).toEqual(["Bakkerij De Gouden Korrel B.V.", "Drukkerij Noord B.V."]);
    expect(all.totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ period: "2025-04", totalCents: 615433, count: 1 }),
        expect.objectContaining({ period: "2024-03", totalCents: 12100, count: 1 }),
      ]),
    );
    expect((await read("q=gouden")).invoices.map((i) => i.fileName)).toEqual(["bakkerij.pdf"]);
    expect((await read("q=%25")).total).toBe(0);
    expect(
      (await read(`supplier=${encodeURIComponent("Drukkerij Noord B.V.")}`)).invoices.map((i) => i.fileName),
    ).toEqual(["ubl.xml"]);
    expect((await read("status=needs_ocr")).invoices.map((i) => i.fileName)).toEqual(["scan.jpg"]);
    expect((await read("from=2025-01-01&to=2025-12-31")).invoices.map((i) => i.fileName)).toEqual([
      "bakkerij.pdf",
    ]);
    const years = await read("period=year");
    expect(years.totals.find((t) => t.period === "2025")?.totalCents).toBe(615433);
    const quarters = await read("period=quarter");
    expect(quarters.totals.find((t) => t.period === "2025-Q2")?.totalCents).toBe(615433);
    for (const query of ["status=lost", "from=yesterday", "limit=100000", "admin=1"])
      expect((await api(`?${query}`, cookie)).status).toBe(400);
  });
});
