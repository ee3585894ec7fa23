import { type Context, Hono } from "hono";
import type { IssueRefusal } from "../../core/invoice/issued-invoice";
import { limitBody, noStore } from "../account/http";
import { withQuota } from "../billing/quota";
import { createDatabase } from "../db/client";
import { ApiError } from "../http-error";
import { attachmentDisposition } from "../invoices/content-disposition";
import {
  createDraft,
  creditNoteDocument,
  deleteDraft,
  duplicateDocument,
  todayUtc,
  updateDraft,
} from "../issued-invoices/drafts";
import { storeInvoiceFiles } from "../issued-invoices/invoice-files";
import { issueInvoice } from "../issued-invoices/issue-invoice";
import { listIssuedInvoices } from "../issued-invoices/list-issued";
import { markInvoice } from "../issued-invoices/mark-status";
import { readDocument, toDetail } from "../issued-invoices/records";
import { draftBody, listQuery, MAX_DRAFT_BODY_BYTES, markBody } from "../issued-invoices/request-schemas";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { parseJsonBody } from "./auth-shared";
import { issuedStorageOf, requireOwnedIssuedInvoice } from "./issued-invoice-access";

type IssuedContext = Context<SessionEnv>;

/** The stored file of an issued invoice, exactly as stored; made first if issuing could not. */
async function sendFile(c: IssuedContext, kind: "pdf" | "ubl"): Promise<Response> {
  const storage = issuedStorageOf(c);
  let row = await requireOwnedIssuedInvoice(c, storage);
  if (row.status === "draft")
    throw new ApiError(409, "not_issued", "A draft has no files yet; issue it first.");
  if (!row.pdfDocumentId) row = await storeInvoiceFiles(storage, row);
  const documentId = kind === "pdf" ? row.pdfDocumentId : row.ublDocumentId;
  if (!documentId) {
    throw new ApiError(
      409,
      "no_einvoice",
      "This invoice does not validate as an e-invoice (for example, it is addressed to a consumer), so there is no UBL file.",
    );
  }
  const document = await storage.db.query.documents.findFirst({
    where: (table, { and, eq }) => and(eq(table.id, documentId), eq(table.userId, row.userId)),
  });
  const object = document ? await storage.files.get(document.r2Key) : null;
  if (!document || !object) throw new ApiError(404, "not_found", "No such file.");
  c.header("Content-Type", document.contentType);
  c.header("Content-Disposition", attachmentDisposition(document.fileName));
  c.header("Content-Length", String(object.size));
  return c.body(object.body);
}

/**
 * /api/issued-invoices: the signed-in generator (issue 8). Drafts are saved, listed, duplicated and
 * deleted; issuing assigns the next number of the user's series and stores the PDF and UBL; issued
 * invoices are only ever marked sent or paid, or corrected with a credit note.
 */
export const issuedInvoiceRoutes = new Hono<SessionEnv>()
  .use("*", noStore())
  .use("*", loadSession())
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, "invalid_request", "The filters are not valid.");
    return c.json(await listIssuedInvoices(createDatabase(c.env.DB), user.id, parsed.data));
  })
  .post("/", limitBody(MAX_DRAFT_BODY_BYTES), async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, draftBody);
    const row = await createDraft(createDatabase(c.env.DB), user.id, body, Date.now());
    return c.json({ invoice: toDetail(row) }, 201);
  })
  .get("/:id", async (c) => {
    const row = await requireOwnedIssuedInvoice(c, issuedStorageOf(c));
    return c.json({ invoice: toDetail(row) });
  })
  .put("/:id", limitBody(MAX_DRAFT_BODY_BYTES), async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const body = await parseJsonBody(c, draftBody);
    return c.json({ invoice: toDetail(await updateDraft(storage.db, row, body, Date.now())) });
  })
  .delete("/:id", async (c) => {
    const storage = issuedStorageOf(c);
    await deleteDraft(storage.db, await requireOwnedIssuedInvoice(c, storage));
    return c.body(null, 204);
  })
  .post("/:id/duplicate", async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const now = Date.now();
    const copy = await createDraft(
      storage.db,
      row.userId,
      {
        invoice: duplicateDocument(readDocument(row), todayUtc(now)),
        profile: row.einvoiceProfile,
        correctsInvoiceId: row.correctsInvoiceId,
      },
      now,
    );
    return c.json({ invoice: toDetail(copy) }, 201);
  })
  .post("/:id/credit-note", async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    if (row.kind !== "invoice" || row.status === "draft" || !row.number) {
      throw new ApiError(
        409,
        "not_creditable",
        "Only an issued invoice can be corrected with a credit note.",
      );
    }
    const now = Date.now();
    const creditNote = await createDraft(
      storage.db,
      row.userId,
      {
        invoice: creditNoteDocument(readDocument(row), row.number, todayUtc(now)),
        profile: row.einvoiceProfile,
        correctsInvoiceId: row.id,
      },
      now,
    );
    return c.json({ invoice: toDetail(creditNote) }, 201);
  })
  .post("/:id/issue", async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const outcome = await withQuota(
      c,
      "generatedInvoices",
      1,
      () => issueInvoice(storage, c.env.DB, row),
      (o) => (o.ok ? 0 : 1),
    );
    if (!outcome.ok) {
      return c.json(
        {
          error: { code: "invoice_not_ready", message: "The invoice does not meet the rules yet." },
          dutch: outcome.error.dutch,
          einvoice: outcome.error.einvoice,
        } satisfies IssueRefusal,
        422,
      );
    }
    return c.json({ invoice: toDetail(outcome.value) });
  })
  .post("/:id/sent", limitBody(1024), async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const { date } = await parseJsonBody(c, markBody);
    return c.json({ invoice: toDetail(await markInvoice(storage.db, row, "sent", date, Date.now())) });
  })
  .post("/:id/paid", limitBody(1024), async (c) => {
    const storage = issuedStorageOf(c);
    const row = await requireOwnedIssuedInvoice(c, storage);
    const { date } = await parseJsonBody(c, markBody);
    return c.json({ invoice: toDetail(await markInvoice(storage.db, row, "paid", date, Date.now())) });
  })
  .get("/:id/pdf", (c) => sendFile(c, "pdf"))
  .get("/:id/ubl", (c) => sendFile(c, "ubl"));
