import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { translateErrorMessage } from "../../core/i18n/api-errors";
import { consumeQuota, releaseQuota, withQuota } from "../billing/quota";
import { createDatabase } from "../db/client";
import { ApiError, errorBody } from "../http-error";
import { readRequestLanguage } from "../i18n/request-language";
import { attachmentDisposition } from "../invoices/content-disposition";
import { deleteInvoice } from "../invoices/delete-invoice";
import { EXPORT_TYPES, exportInvoices } from "../invoices/export-invoices";
import { loadExtractionOptions } from "../invoices/extraction-options";
import { applyFieldEdits, invoicePatch } from "../invoices/field-edits";
import { findDuplicates } from "../invoices/find-duplicates";
import { findOwnedInvoices } from "../invoices/find-owned-invoices";
import { findOwnedInvoice, type OwnedInvoice, updateOwnedInvoice } from "../invoices/invoice-records";
import { toInvoiceDetail, withWordedError } from "../invoices/invoice-view";
import { listInvoices, listQuery } from "../invoices/list-invoices";
import { MAX_OCR_BODY_BYTES, ocrSubmission, toOcrPages } from "../invoices/ocr-input";
import { type InvoiceStorage, processInvoiceFile } from "../invoices/process-invoice-file";
import { ocrWordsKey } from "../invoices/r2-keys";
import { readWaitingInvoice } from "../invoices/read-waiting-invoice";
import { extractFromOcr, reextractInvoice } from "../invoices/reextract-invoice";
import { keyColumnsOf, parseData, serialiseData } from "../invoices/stored-invoice";
import { learnFromCorrections } from "../invoices/supplier-hints";
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_REQUEST_BYTES } from "../invoices/upload-limits";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { parseJsonBody } from "./auth-shared";
import { invoiceUblRoutes } from "./invoice-ubl";

type InvoiceContext = Context<SessionEnv>;

const ID_PATTERN = /^[a-z2-7]{26}$/;
const JSON_LIMIT = 128 * 1024;

const exportBody = z.strictObject({
  ids: z.array(z.string().regex(ID_PATTERN)).min(1).max(1000),
  format: z.enum(["csv", "json", "xlsx"]),
});

function storageOf(c: InvoiceContext): InvoiceStorage {
  return { db: createDatabase(c.env.DB), files: c.env.FILES };
}

function tooLarge(c: InvoiceContext): Response {
  return c.json(errorBody("payload_too_large", "The request body is too large."), 413);
}

/** The signed-in user's invoice named in the path, or 404 for anyone else's (never 403: no probing). */
async function requireOwned(c: InvoiceContext, storage: InvoiceStorage): Promise<OwnedInvoice> {
  const { user } = requireAuth(c);
  const id = c.req.param("id") ?? "";
  const owned = ID_PATTERN.test(id) ? await findOwnedInvoice(storage.db, user.id, id) : null;
  if (!owned) throw new ApiError(404, "not_found", "No such invoice.");
  return owned;
}

async function detailResponse(
  c: InvoiceContext,
  storage: InvoiceStorage,
  owned: OwnedInvoice,
): Promise<Response> {
  const { invoice, document } = owned;
  const duplicates = await findDuplicates(storage.db, {
    userId: invoice.userId,
    invoiceId: invoice.id,
    sha256: document?.sha256 ?? null,
    supplierName: invoice.supplierName,
    supplierVatId: invoice.supplierVatId,
    invoiceNumber: invoice.invoiceNumber,
  });
  const detail = toInvoiceDetail(invoice, document, duplicates);
  return c.json({ invoice: withWordedError(detail, readRequestLanguage(c)) });
}

async function readUploadedFiles(c: InvoiceContext): Promise<File[]> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data"))
    throw new ApiError(415, "unsupported_media_type", "Send the files as multipart/form-data.");
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, "invalid_request", "The upload could not be read.");
  }
  const files = form.getAll("files");
  if (files.length === 0) throw new ApiError(400, "no_files", "Choose at least one file.");
  if (files.length > MAX_FILES_PER_UPLOAD)
    throw new ApiError(400, "too_many_files", `Upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
  return files.map((entry) => {
    if (typeof entry === "string") throw new ApiError(400, "invalid_request", "Every entry must be a file.");
    return entry;
  });
}

/** /api/invoices: upload, list, review, OCR words, re-run, delete, download, export (issue 6). */
export const invoiceRoutes = new Hono<SessionEnv>()
  .use("*", loadSession())
  .route("/", invoiceUblRoutes)
  .post("/", async (c) => {
    const { user } = requireAuth(c);
    const length = Number(c.req.header("Content-Length") ?? "0");
    if (length > MAX_UPLOAD_REQUEST_BYTES) return tooLarge(c);
    const files = await readUploadedFiles(c);
    await consumeQuota(c, "invoiceExtraction", files.length);
    const storage = storageOf(c);
    const results = [];
    // One at a time: a Worker has 128 MB, and each PDF is parsed in full.
    for (const file of files) {
      const fileName = file.name;
      try {
        const bytes = new Uint8Array(await file.arrayBuffer());
        const result = await processInvoiceFile(storage, user.id, { bytes, fileName }, { source: "upload" });
        results.push(
          result.ok ? { fileName, ok: true, ...result.value } : { fileName, ok: false, error: result.error },
        );
      } catch (error) {
        console.error("Invoice upload failed", { error: String(error) });
        results.push({
          fileName,
          ok: false,
          error: {
            code: "processing_failed",
            message: "This file could not be processed. Please try again.",
          },
        });
      }
    }
    await releaseQuota(c.env.DB, user.id, "invoiceExtraction", results.filter((result) => !result.ok).length);
    const language = readRequestLanguage(c);
    // Each file's refusal in the request's language, as the API's own errors (docs/decisions/182).
    const worded = results.map((result) =>
      result.ok || !result.error
        ? result
        : {
            ...result,
            error: { ...result.error, message: translateErrorMessage(result.error.message, language) },
          },
    );
    return c.json({ results: worded }, 200);
  })
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, "invalid_request", "The filters are not valid.");
    const list = await listInvoices(createDatabase(c.env.DB), user.id, parsed.data);
    const language = readRequestLanguage(c);
    return c.json({ ...list, invoices: list.invoices.map((invoice) => withWordedError(invoice, language)) });
  })
  .post("/export", bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge }), async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, exportBody);
    const selected = await findOwnedInvoices(createDatabase(c.env.DB), user.id, body.ids);
    if (selected.length === 0) throw new ApiError(404, "not_found", "No such invoices.");
    const output = exportInvoices(selected, body.format, readRequestLanguage(c));
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", EXPORT_TYPES[body.format]);
    c.header("Content-Disposition", attachmentDisposition(`invoices-${day}.${body.format}`));
    return c.body(typeof output === "string" ? output : (output as Uint8Array<ArrayBuffer>));
  })
  .get("/:id", async (c) => {
    const storage = storageOf(c);
    return detailResponse(c, storage, await requireOwned(c, storage));
  })
  .patch("/:id", bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge }), async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    const body = await parseJsonBody(c, invoicePatch);
    const { invoice } = owned;
    if (invoice.status !== "extracted" && invoice.status !== "reviewed")
      throw new ApiError(409, "not_extracted", "This invoice has no extracted fields yet.");
    const data = parseData(invoice.fields);
    if (!data.extraction)
      throw new ApiError(409, "not_extracted", "This invoice has no extracted fields yet.");
    const edited =
      body.fields || body.vatLines
        ? applyFieldEdits(data.extraction, data.edited, body.fields ?? {}, body.vatLines)
        : { extraction: data.extraction, edited: [...data.edited] };
    const status = body.reviewed === undefined ? invoice.status : body.reviewed ? "reviewed" : "extracted";
    const updated = await updateOwnedInvoice(storage.db, invoice.userId, invoice.id, {
      fields: serialiseData({ ...data, extraction: edited.extraction, edited: edited.edited }),
      ...keyColumnsOf(edited.extraction),
      status,
      updatedAt: Date.now(),
    });
    if (!updated) throw new ApiError(404, "not_found", "No such invoice.");
    // A correction teaches where this supplier prints the field, for this user's next invoice from them.
    if (body.fields) await learnFromCorrections(storage, owned, edited.extraction, Object.keys(body.fields));
    return detailResponse(c, storage, { ...owned, invoice: updated });
  })
  .delete("/:id", async (c) => {
    const storage = storageOf(c);
    await deleteInvoice(storage, await requireOwned(c, storage));
    return c.body(null, 204);
  })
  .post("/:id/ocr", bodyLimit({ maxSize: MAX_OCR_BODY_BYTES, onError: tooLarge }), async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    const body = await parseJsonBody(c, ocrSubmission);
    const data = parseData(owned.invoice.fields);
    const scanned = owned.invoice.status === "needs_ocr" || data.extraction?.method === "ocr";
    if (!scanned || !owned.document)
      throw new ApiError(409, "not_a_scan", "This invoice was read from its text; it needs no OCR.");
    const pages = toOcrPages(body);
    const document = owned.document;
    // The pages the browser OCR'd count here, where the server receives them (docs/decisions/201).
    const updated = await withQuota(c, "ocrPages", pages.length, async () => {
      await storage.files.put(ocrWordsKey(owned.invoice.userId, document.id), JSON.stringify(pages), {
        httpMetadata: { contentType: "application/json" },
      });
      const result = extractFromOcr(pages, await loadExtractionOptions(storage.db, owned.invoice.userId));
      const row = await updateOwnedInvoice(storage.db, owned.invoice.userId, owned.invoice.id, {
        fields: serialiseData({ version: 1, pages: result.pages, extraction: result.extraction, edited: [] }),
        ...keyColumnsOf(result.extraction),
        status: "extracted",
        error: null,
        updatedAt: Date.now(),
      });
      if (!row) throw new ApiError(404, "not_found", "No such invoice.");
      return row;
    });
    return detailResponse(c, storage, { ...owned, invoice: updated });
  })
  .post("/:id/rerun", async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    // Stored over the month's extraction limit: counted now that it is read (docs/decisions/200).
    const result =
      owned.invoice.status === "waiting_for_quota"
        ? await readWaitingInvoice(storage, c.env.DB, owned)
        : await reextractInvoice(storage, owned);
    const now = Date.now();
    const values = result.ok
      ? {
          fields: serialiseData({ version: 1, ...result.value, edited: [] }),
          ...keyColumnsOf(result.value.extraction),
          status: result.value.extraction ? ("extracted" as const) : ("needs_ocr" as const),
          error: null,
          updatedAt: now,
        }
      : { status: "failed" as const, error: result.error.message, updatedAt: now };
    const updated = await updateOwnedInvoice(storage.db, owned.invoice.userId, owned.invoice.id, values);
    if (!updated) throw new ApiError(404, "not_found", "No such invoice.");
    return detailResponse(c, storage, { ...owned, invoice: updated });
  })
  .get("/:id/file", async (c) => {
    const storage = storageOf(c);
    const { document } = await requireOwned(c, storage);
    const object = document ? await storage.files.get(document.r2Key) : null;
    if (!document || !object) throw new ApiError(404, "not_found", "No such file.");
    c.header("Content-Type", document.contentType);
    c.header("Content-Disposition", attachmentDisposition(document.fileName));
    c.header("Content-Length", String(object.size));
    return c.body(object.body);
  });
