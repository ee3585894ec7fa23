import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { translateErrorMessage } from "../../core/i18n/api-errors";
import type { EInvoiceProfile } from "../../core/invoice/model";
import { einvoiceAnswersSchema } from "../../core/invoice/purchase/einvoice-answers";
import type { ExportQuestion } from "../../core/invoice/purchase/export-readiness";
import { createDatabase } from "../db/client";
import { ApiError, errorBody } from "../http-error";
import { readRequestLanguage } from "../i18n/request-language";
import { attachmentDisposition } from "../invoices/content-disposition";
import { findOwnedInvoices } from "../invoices/find-owned-invoices";
import { findOwnedInvoice, type OwnedInvoice, updateOwnedInvoice } from "../invoices/invoice-records";
import type { InvoiceStorage } from "../invoices/invoice-storage";
import {
  assessStoredPurchase,
  canExport,
  findBuyer,
  type PurchaseExportState,
  streamPieces,
  writeStoredPurchase,
} from "../invoices/purchase-ubl";
import { parseData, serialiseData } from "../invoices/stored-invoice";
import { streamUblZip } from "../invoices/ubl-zip-stream";
import { requireAuth, type SessionEnv } from "../middleware/session";
import { parseJsonBody } from "./auth-shared";

type UblContext = Context<SessionEnv>;

const ID_PATTERN = /^[a-z2-7]{26}$/;
/**
 * Invoices per ZIP. The ZIP streams one invoice at a time (its original, ≤ 10 MB, and one piece of
 * its base64), so the cap is for the request's CPU time and R2 reads, not memory (ADR 252).
 */
export const MAX_UBL_BATCH = 50;

const profileSchema = z.enum(["nlcius", "peppol"]);
const batchBody = z.strictObject({
  ids: z.array(z.string().regex(ID_PATTERN)).min(1).max(1000),
  profile: profileSchema,
});

function storageOf(c: UblContext): InvoiceStorage {
  return { db: createDatabase(c.env.DB), files: c.env.FILES };
}

function tooLarge(c: UblContext): Response {
  return c.json(errorBody("payload_too_large", "The request body is too large."), 413);
}

async function requireOwned(c: UblContext, storage: InvoiceStorage): Promise<OwnedInvoice> {
  const { user } = requireAuth(c);
  const id = c.req.param("id") ?? "";
  const owned = ID_PATTERN.test(id) ? await findOwnedInvoice(storage.db, user.id, id) : null;
  if (!owned) throw new ApiError(404, "not_found", "No such invoice.");
  return owned;
}

function stateView(state: PurchaseExportState): object {
  const readiness = state.readiness;
  return {
    reviewed: state.reviewed,
    companySaved: state.company !== null,
    answers: state.answers,
    questions: readiness?.questions ?? [],
    ready: {
      nlcius: canExport(state, "nlcius"),
      peppol: canExport(state, "peppol"),
    },
  };
}

/** Why this invoice cannot be written in this form, or null when it can. */
function refusal(
  state: PurchaseExportState,
  profile: EInvoiceProfile,
): { code: string; message: string } | null {
  if (!state.readiness)
    return { code: "not_extracted", message: "This invoice has no extracted fields yet." };
  if (!state.reviewed)
    return {
      code: "not_reviewed",
      message: "Mark the invoice as reviewed before exporting it as an e-invoice.",
    };
  if (!state.company)
    return {
      code: "company_details_missing",
      message: "Save your company details first: they are the buyer on your purchase invoices.",
    };
  if (!canExport(state, profile))
    return {
      code: "einvoice_incomplete",
      message: "Answer the review's e-invoice questions before exporting.",
    };
  return null;
}

function openQuestions(state: PurchaseExportState, profile: EInvoiceProfile): ExportQuestion[] {
  return (state.readiness?.questions ?? []).filter((question) => question.profiles.includes(profile));
}

/** /api/invoices: purchase invoices out as UBL e-invoices (issue 31): questions, answers, XML, ZIP. */
export const invoiceUblRoutes = new Hono<SessionEnv>()
  .get("/:id/einvoice", async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    const company = await findBuyer(storage, owned.invoice.userId);
    return c.json(stateView(assessStoredPurchase(owned, company, readRequestLanguage(c))));
  })
  .put("/:id/einvoice", bodyLimit({ maxSize: 16 * 1024, onError: tooLarge }), async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    const answers = await parseJsonBody(c, einvoiceAnswersSchema);
    const data = parseData(owned.invoice.fields);
    const updated = await updateOwnedInvoice(storage.db, owned.invoice.userId, owned.invoice.id, {
      fields: serialiseData({ ...data, einvoice: answers }),
      updatedAt: Date.now(),
    });
    if (!updated) throw new ApiError(404, "not_found", "No such invoice.");
    const company = await findBuyer(storage, owned.invoice.userId);
    return c.json(
      stateView(assessStoredPurchase({ ...owned, invoice: updated }, company, readRequestLanguage(c))),
    );
  })
  .get("/:id/ubl", async (c) => {
    const storage = storageOf(c);
    const owned = await requireOwned(c, storage);
    const profile = profileSchema.safeParse(c.req.query("profile"));
    if (!profile.success) throw new ApiError(400, "invalid_request", "Choose the form: nlcius or peppol.");
    const company = await findBuyer(storage, owned.invoice.userId);
    const state = assessStoredPurchase(owned, company, readRequestLanguage(c));
    const refused = refusal(state, profile.data);
    if (refused) {
      const error = { ...refused, message: translateErrorMessage(refused.message, readRequestLanguage(c)) };
      return c.json({ error, questions: openQuestions(state, profile.data) }, 422);
    }
    const written = await writeStoredPurchase(storage, owned, state, profile.data);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Content-Disposition", attachmentDisposition(written.fileName));
    return c.body(streamPieces(written.pieces()));
  })
  .post("/ubl-export", bodyLimit({ maxSize: 128 * 1024, onError: tooLarge }), async (c) => {
    const { user } = requireAuth(c);
    const body = await parseJsonBody(c, batchBody);
    if (new Set(body.ids).size > MAX_UBL_BATCH)
      throw new ApiError(
        413,
        "batch_too_large",
        `At most ${MAX_UBL_BATCH} invoices fit in one ZIP; select fewer and export the rest separately.`,
      );
    const storage = storageOf(c);
    const selected = await findOwnedInvoices(storage.db, user.id, body.ids);
    if (selected.length === 0) throw new ApiError(404, "not_found", "No such invoices.");
    const company = await findBuyer(storage, user.id);
    const language = readRequestLanguage(c);
    const states = selected.map((owned) => assessStoredPurchase(owned, company, language));
    const refused = selected.flatMap((owned, index) => {
      const state = states[index];
      const reason = state ? refusal(state, body.profile) : null;
      return reason && state
        ? [{ id: owned.invoice.id, ...reason, questions: openQuestions(state, body.profile) }]
        : [];
    });
    if (refused.length > 0)
      return c.json(
        {
          error: {
            code: "einvoice_incomplete",
            message: translateErrorMessage(
              "Some of the selected invoices cannot be exported as an e-invoice yet.",
              language,
            ),
          },
          invoices: refused.map((item) => ({
            ...item,
            message: translateErrorMessage(item.message, language),
          })),
        },
        422,
      );
    const items = selected.flatMap((owned, index) => {
      const state = states[index];
      return state ? [{ owned, state }] : [];
    });
    const stream = streamUblZip(storage, items, body.profile);
    const day = new Date().toISOString().slice(0, 10);
    c.header("Content-Type", "application/zip");
    c.header("Content-Disposition", attachmentDisposition(`e-invoices-${body.profile}-${day}.zip`));
    return c.body(stream);
  });
