import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../worker/db/client";
import { processInvoiceFile } from "../../worker/invoices/process-invoice-file";
import { BASE, readSession } from "./auth-helpers";
import { api, signedInUser, upload, uploadOne, uploadRequest } from "./support/processor-api";
import {
  blankPdf,
  corruptPdf,
  disguisedExecutable,
  encryptedPdf,
  SCAN_JPEG,
  scannedLookingPdf,
  TEXT_PDF,
  UBL_XML,
} from "./support/processor-files";

interface Detail {
  invoice: {
    id: string;
    status: string;
    source: string;
    fileName: string;
    supplierName: string | null;
    invoiceNumber: string | null;
    totalCents: number | null;
    data: {
      pages: { page: number; width: number; height: number }[];
      extraction: {
        method: string;
        fields: Record<string, { value: unknown; confidence: number; source: unknown } | undefined>;
      } | null;
    };
  };
}

/** The text PDF with a comment after its header filling it to `size` bytes (readers skip comments). */
function paddedPdf(size: number): Uint8Array {
  const headerEnd = TEXT_PDF.indexOf(0x0a) + 1;
  const padding = new Uint8Array(size - TEXT_PDF.byteLength).fill(0x20);
  padding[0] = 0x25; // %
  padding[padding.byteLength - 1] = 0x0a;
  const out = new Uint8Array(size);
  out.set(TEXT_PDF.subarray(0, headerEnd));
  out.set(padding, headerEnd);
  out.set(TEXT_PDF.subarray(headerEnd), headerEnd + padding.byteLength);
  return out;
}

/** The UBL invoice with whitespace before its closing tag filling it to `size` bytes. */
function paddedUbl(size: number): Uint8Array {
  const close = UBL_XML.lastIndexOf("</");
  const room = size - new TextEncoder().encode(UBL_XML).byteLength;
  return new TextEncoder().encode(UBL_XML.slice(0, close) + " ".repeat(room) + UBL_XML.slice(close));
}

async function objectCount(prefix: string): Promise<number> {
  return (await env.FILES.list({ prefix })).objects.length;
}

describe("POST /api/invoices", () => {
  it("stores a text PDF, reads its fields in the Worker and keeps the original in R2", async () => {
    const cookie = await signedInUser();
    const invoice = await uploadOne(cookie, { name: "Factuur april.pdf", bytes: TEXT_PDF });
    expect(invoice.status).toBe("extracted");
    expect(invoice.invoiceNumber).toBe("INV-2025540");
    expect(invoice.supplierName).toBe("Bakkerij De Gouden Korrel B.V.");
    expect(invoice.totalCents).toBe(615433);

    const detail = (await (await api(`/${invoice.id}`, cookie)).json()) as Detail;
    const { extraction } = detail.invoice.data;
    expect(detail.invoice.source).toBe("upload");
    expect(detail.invoice.fileName).toBe("Factuur april.pdf");
    expect(extraction?.method).toBe("text-layer");
    expect(extraction?.fields.supplierIban?.value).toBe("NL87ABNA0720897077");
    expect(extraction?.fields.invoiceDate?.value).toBe("2025-04-29");
    expect(extraction?.fields.invoiceNumber?.confidence).toBeGreaterThan(0.5);
    expect(extraction?.fields.invoiceNumber?.source).toMatchObject({ page: 1 });
    expect(detail.invoice.data.pages[0]?.width).toBeCloseTo(595, 0);
    const objects = await env.FILES.list({ prefix: "users/" });
    expect(
      objects.objects.some((object) => /^users\/[a-z0-9]+\/invoices\/[a-z2-7]{26}$/.test(object.key)),
    ).toBe(true);
  });

  it("reads a UBL e-invoice exactly and marks images and scanned PDFs as needing OCR", async () => {
    const cookie = await signedInUser();
    const results = await upload(cookie, [
      { name: "ubl.xml", bytes: UBL_XML },
      { name: "photo.jpg", bytes: SCAN_JPEG },
      { name: "scan.pdf", bytes: await scannedLookingPdf() },
    ]);
    expect(results.map((result) => result.invoice?.status)).toEqual(["extracted", "needs_ocr", "needs_ocr"]);
    expect(results[0]?.invoice?.invoiceNumber).toBe("UBL-2024-7");
    expect(results[0]?.invoice?.totalCents).toBe(12100);
  });

  it("gives each bad file its own clear error while the good files go on", async () => {
    const cookie = await signedInUser();
    const results = await upload(cookie, [
      { name: "encrypted.pdf", bytes: encryptedPdf() },
      { name: "good.pdf", bytes: TEXT_PDF },
      { name: "corrupt.pdf", bytes: corruptPdf() },
      { name: "empty.pdf", bytes: new Uint8Array() },
      { name: "bomb.pdf", bytes: await blankPdf(51) },
      { name: "invoice.pdf", bytes: disguisedExecutable() },
      {
        name: "invoice.png",
        bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      },
      {
        name: "evil.xml",
        bytes: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Invoice>&a;</Invoice>',
      },
      { name: "page.xml", bytes: "<html><body>not an invoice</body></html>" },
    ]);
    const outcome = results.map((result) => [result.fileName, result.ok ? "ok" : result.error?.code]);
    expect(outcome).toEqual([
      ["encrypted.pdf", "encrypted_pdf"],
      ["good.pdf", "ok"],
      ["corrupt.pdf", "corrupt_file"],
      ["empty.pdf", "empty_file"],
      ["bomb.pdf", "too_many_pages"],
      ["invoice.pdf", "unsupported_type"],
      ["invoice.png", "corrupt_file"],
      ["evil.xml", "not_an_invoice"],
      ["page.xml", "not_an_invoice"],
    ]);
    expect(results[0]?.error?.message).toBe(
      "This PDF is password-protected. Remove the password and try again.",
    );
    expect(results[7]?.error?.message).toBe("XML with a DOCTYPE is refused.");
    // Only the good file was stored.
    const list = (await (await api("/", cookie)).json()) as { invoices: unknown[] };
    expect(list.invoices).toHaveLength(1);
    expect(await objectCount("users/")).toBeGreaterThanOrEqual(1);
  });

  it("refuses an iPhone HEIC photo with what to do instead, and stores nothing", async () => {
    const cookie = await signedInUser();
    const heic = new Uint8Array([
      ...[0, 0, 0, 24],
      ...new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"),
      ...new Uint8Array(64),
    ]);
    const [result] = await upload(cookie, [{ name: "IMG_4711.HEIC", bytes: heic }]);
    expect(result?.ok).toBe(false);
    expect(result?.error?.code).toBe("heic_not_supported");
    expect(result?.error?.message).toContain("Most compatible");
    const list = (await (await api("/", cookie)).json()) as { invoices: unknown[] };
    expect(list.invoices).toHaveLength(0);
  });

  it("refuses files over the size limit of their kind", async () => {
    const cookie = await signedInUser();
    // One file a request: a request may carry at most one largest file's worth (ADR 212).
    const results = [
      ...(await upload(cookie, [{ name: "big.pdf", bytes: paddedPdf(10 * 1024 * 1024 + 1) }])),
      ...(await upload(cookie, [{ name: "big.xml", bytes: paddedUbl(4 * 1024 * 1024 + 1) }])),
    ];
    expect(results.map((result) => result.error?.code)).toEqual(["file_too_large", "file_too_large"]);
    // Lowered from 20 and 5 MB so each fits a Worker's 128 MB while it is read (ADR 212).
    expect(results[0]?.error?.message).toBe("This PDF is larger than 10 MB.");
    expect(results[1]?.error?.message).toBe("This XML is larger than 4 MB.");
  });

  it("reads a PDF of exactly 10 MB and an e-invoice of exactly 4 MB", async () => {
    const cookie = await signedInUser();
    const results = [
      ...(await upload(cookie, [{ name: "largest.pdf", bytes: paddedPdf(10 * 1024 * 1024) }])),
      ...(await upload(cookie, [{ name: "largest.xml", bytes: paddedUbl(4 * 1024 * 1024) }])),
    ];
    expect(results.map((result) => [result.ok, result.invoice?.status])).toEqual([
      [true, "extracted"],
      [true, "extracted"],
    ]);
  });

  it("refuses a request carrying more than one largest file's worth whole (413), reading none of it", async () => {
    const cookie = await signedInUser();
    const response = await uploadRequest(cookie, [
      { name: "first.pdf", bytes: paddedPdf(6 * 1024 * 1024) },
      { name: "second.pdf", bytes: paddedPdf(6 * 1024 * 1024) },
    ]);
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("payload_too_large");
    const list = (await (await api("/", cookie)).json()) as { invoices: unknown[] };
    expect(list.invoices).toEqual([]);
  });

  it("refuses an upload without files, with text fields only, or with too many files", async () => {
    const cookie = await signedInUser();
    expect((await uploadRequest(cookie, [])).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `f${index}.xml`, bytes: UBL_XML }));
    const response = await uploadRequest(cookie, many);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("too_many_files");
  });

  it("needs a session, a same-origin request and a multipart body", async () => {
    const cookie = await signedInUser();
    const anonymous = await uploadRequest("", [{ name: "a.pdf", bytes: TEXT_PDF }]);
    expect(anonymous.status).toBe(401);
    const crossSite = await uploadRequest(cookie, [{ name: "a.pdf", bytes: TEXT_PDF }], {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    const plain = await fetchPlain(cookie);
    expect(plain.status).toBe(415);
    const listed = await api("/", cookie);
    const list = (await listed.json()) as { invoices: unknown[] };
    expect(list, JSON.stringify(list)).toHaveProperty("invoices");
    expect(list.invoices).toHaveLength(0);
  });
});

describe("processInvoiceFile, the pipeline the e-mail handler will call", () => {
  it("stores an attachment with source, sender, subject and received time, and refuses a bad one", async () => {
    const cookie = await signedInUser("mailbox");
    const session = (await readSession(cookie)) as { user: { sub: string } };
    const storage = { db: createDatabase(env.DB), files: env.FILES };
    const origin = {
      source: "email" as const,
      sender: "facturen@bakkerij.example",
      subject: "Factuur INV-2025540",
      receivedAt: Date.UTC(2025, 4, 1),
    };
    const stored = await processInvoiceFile(
      storage,
      session.user.sub,
      { bytes: TEXT_PDF, fileName: "factuur.pdf" },
      origin,
    );
    expect(stored.ok).toBe(true);
    const refused = await processInvoiceFile(
      storage,
      session.user.sub,
      { bytes: encryptedPdf(), fileName: "x.pdf" },
      origin,
    );
    expect(refused).toEqual({ ok: false, error: expect.objectContaining({ code: "encrypted_pdf" }) });
    const list = (await (await api("/", cookie)).json()) as {
      invoices: {
        source: string;
        emailSender: string;
        emailSubject: string;
        receivedAt: number;
        invoiceNumber: string;
      }[];
    };
    expect(list.invoices).toEqual([
      expect.objectContaining({
        source: "email",
        emailSender: "facturen@bakkerij.example",
        emailSubject: "Factuur INV-2025540",
        receivedAt: Date.UTC(2025, 4, 1),
        invoiceNumber: "INV-2025540",
      }),
    ]);
  });
});

async function fetchPlain(cookie: string): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  return exports.default.fetch(
    new Request(`${BASE}/api/invoices`, {
      method: "POST",
      headers: { Origin: BASE, Cookie: cookie, "Content-Type": "text/plain" },
      body: "files=x",
    }),
  );
}
