import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { deleteSavedFile, deleteSavedStatement } from "../bank/delete-saved";
import {
  BANK_EXPORT_KINDS,
  CamtNeedsBalancesError,
  type ExportFile,
  exportSaved,
  loadModelStatements,
} from "../bank/export-saved";
import { type BankStorage, saveStatementFile } from "../bank/save-statement-file";
import {
  findOwnedBankDocument,
  findOwnedFileStatements,
  findOwnedStatement,
  listSavedStatements,
  readTransactions,
  type StoredDocument,
} from "../bank/saved-statements";
import { toStatementSummary } from "../bank/statement-view";
import { type StoredStatement, toModelTransaction } from "../bank/stored-to-model";
import { MAX_BANK_FILE_BYTES, MAX_BANK_REQUEST_BYTES } from "../bank/upload-limits";
import { withQuota } from "../billing/quota";
import { createDatabase } from "../db/client";
import { ApiError, errorBody } from "../http-error";
import { readRequestLanguage } from "../i18n/request-language";
import { attachmentDisposition } from "../invoices/content-disposition";
import { loadSession, requireAuth, type SessionEnv } from "../middleware/session";
import { runMatching } from "../reconcile/run-matching";

type BankContext = Context<SessionEnv>;

const ID_PATTERN = /^[a-z2-7]{26}$/;

const pageQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
});

const exportQuery = z.strictObject({ format: z.enum(BANK_EXPORT_KINDS) });
const EXPORT_CHOICE = `Choose one of: ${BANK_EXPORT_KINDS.join(", ")}.`;

function storageOf(c: BankContext): BankStorage {
  return { db: createDatabase(c.env.DB), files: c.env.FILES };
}

/** The signed-in user's statement named in the path, or 404 for anyone else's (never 403: no probing). */
async function requireStatement(c: BankContext, storage: BankStorage): Promise<StoredStatement> {
  const { user } = requireAuth(c);
  const id = c.req.param("id") ?? "";
  const row = ID_PATTERN.test(id) ? await findOwnedStatement(storage.db, user.id, id) : null;
  if (!row) throw new ApiError(404, "not_found", "No such bank statement.");
  return row;
}

async function requireFile(c: BankContext, storage: BankStorage): Promise<StoredDocument> {
  const { user } = requireAuth(c);
  const id = c.req.param("documentId") ?? "";
  const document = ID_PATTERN.test(id) ? await findOwnedBankDocument(storage.db, user.id, id) : null;
  if (!document) throw new ApiError(404, "not_found", "No such bank statement file.");
  return document;
}

async function readOneFile(c: BankContext): Promise<File> {
  const type = (c.req.header("Content-Type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data"))
    throw new ApiError(415, "unsupported_media_type", "Send the file as multipart/form-data.");
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new ApiError(400, "invalid_request", "The upload could not be read.");
  }
  const files = form.getAll("file");
  const [file] = files;
  if (!file) throw new ApiError(400, "no_file", "Choose a bank statement file.");
  if (files.length > 1) throw new ApiError(400, "too_many_files", "Save one file per request.");
  if (typeof file === "string") throw new ApiError(400, "invalid_request", "The file field must be a file.");
  return file;
}

function tooLarge(c: BankContext): Response {
  return c.json(
    errorBody(
      "file_too_large",
      `The file is larger than ${MAX_BANK_FILE_BYTES / 1024 / 1024} MB, the most a saved bank statement file may be.`,
    ),
    413,
  );
}

/** The export as a download; a CAMT.053 of statements without balances is a 422 with what to do. */
function sendExport(c: BankContext, write: () => ExportFile): Response {
  let file: ExportFile;
  try {
    file = write();
  } catch (error) {
    if (error instanceof CamtNeedsBalancesError)
      return c.json(errorBody("camt_needs_balances", error.message), 422);
    throw error;
  }
  c.header("Content-Type", file.contentType);
  c.header("Content-Disposition", attachmentDisposition(file.fileName));
  return c.body(typeof file.body === "string" ? file.body : (file.body as Uint8Array<ArrayBuffer>));
}

function baseName(fileName: string): string {
  return fileName.replace(/\.[^.]{1,8}$/, "") || "bank-statement";
}

/** /api/bank-statements: save, list, read, export, download and delete saved bank statements (issue 5). */
export const bankStatementRoutes = new Hono<SessionEnv>()
  .use("*", loadSession())
  .post("/", bodyLimit({ maxSize: MAX_BANK_REQUEST_BYTES, onError: tooLarge }), async (c) => {
    const { user } = requireAuth(c);
    const length = Number(c.req.header("Content-Length") ?? "0");
    if (length > MAX_BANK_REQUEST_BYTES) return tooLarge(c);
    const file = await readOneFile(c);
    if (file.size > MAX_BANK_REQUEST_BYTES) return tooLarge(c);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const language = readRequestLanguage(c, user.language);
    const save = () =>
      saveStatementFile(storageOf(c), user.id, { fileName: file.name, bytes }, Date.now(), language);
    const result = await withQuota(c, "bankFiles", 1, save, (saved) => (saved.ok ? 0 : 1));
    if (!result.ok) return c.json(errorBody(result.error.code, result.error.message), result.error.status);
    // Matching is a convenience on top of a save that already succeeded: a failure there must not undo it.
    await runMatching(createDatabase(c.env.DB), user.id, Date.now()).catch((error: unknown) => {
      console.warn("matching after a statement save failed", error);
    });
    return c.json({ file: result.value }, 201);
  })
  .get("/", async (c) => {
    const { user } = requireAuth(c);
    const rows = await listSavedStatements(createDatabase(c.env.DB), user.id);
    return c.json({ statements: rows.map(toStatementSummary) });
  })
  .get("/files/:documentId/original", async (c) => {
    const storage = storageOf(c);
    const document = await requireFile(c, storage);
    const object = await storage.files.get(document.r2Key);
    if (!object) throw new ApiError(404, "not_found", "No such file.");
    c.header("Content-Type", document.contentType);
    c.header("Content-Disposition", attachmentDisposition(document.fileName));
    c.header("Content-Length", String(object.size));
    return c.body(object.body);
  })
  .get("/files/:documentId/export", async (c) => {
    const storage = storageOf(c);
    const { user } = requireAuth(c);
    const query = exportQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "invalid_request", EXPORT_CHOICE);
    const document = await requireFile(c, storage);
    const rows = await findOwnedFileStatements(storage.db, user.id, document.id);
    const statements = await loadModelStatements(storage.db, user.id, rows);
    return sendExport(c, () =>
      exportSaved(statements, query.data.format, baseName(document.fileName), readRequestLanguage(c)),
    );
  })
  .delete("/files/:documentId", async (c) => {
    const storage = storageOf(c);
    const { user } = requireAuth(c);
    await deleteSavedFile(storage, user.id, await requireFile(c, storage));
    return c.body(null, 204);
  })
  .get("/:id", async (c) => {
    const storage = storageOf(c);
    const row = await requireStatement(c, storage);
    const query = pageQuery.safeParse(c.req.query());
    if (!query.success) throw new ApiError(400, "invalid_request", "offset and limit must be whole numbers.");
    const page = await readTransactions(storage.db, row.userId, row.id, query.data);
    return c.json({
      statement: toStatementSummary(row),
      transactions: page.map(toModelTransaction),
      offset: query.data.offset,
      limit: query.data.limit,
      total: row.transactionCount,
    });
  })
  .get("/:id/export", async (c) => {
    const storage = storageOf(c);
    const query = exportQuery.safeParse(c.req.query());
    const row = await requireStatement(c, storage);
    if (!query.success) throw new ApiError(400, "invalid_request", EXPORT_CHOICE);
    const statements = await loadModelStatements(storage.db, row.userId, [row]);
    const name = `${baseName(row.fileName)}-${row.accountIban}${row.statementNumber ? `-${row.statementNumber}` : ""}`;
    return sendExport(c, () => exportSaved(statements, query.data.format, name, readRequestLanguage(c)));
  })
  .delete("/:id", async (c) => {
    const storage = storageOf(c);
    const row = await requireStatement(c, storage);
    await deleteSavedStatement(storage, row.userId, row);
    return c.body(null, 204);
  });
