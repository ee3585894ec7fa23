import { type QuotaRefusal, releaseQuota, tryConsumeQuota } from "../billing/quota";
import {
  type InvoiceOrigin,
  type InvoiceStorage,
  type ProcessFileResult,
  type ProcessMode,
  processInvoiceFile,
} from "../invoices/process-invoice-file";
import type { FileProblem } from "../invoices/upload-limits";
import type { MessageFile } from "./parse-message";

export interface StoredAttachments {
  readonly invoiceIds: readonly string[];
  readonly problems: readonly { fileName: string; problem: FileProblem }[];
  /** Files kept without reading them because the month's extraction limit was reached. */
  readonly unread: readonly string[];
  /** That limit, when it was reached. */
  readonly refusal: QuotaRefusal | null;
}

/**
 * Runs a message's invoice files through the pipeline, each counted as one extraction like an
 * upload (docs/decisions/200). Over the limit a file is stored unread, to be read once the limit
 * allows; a file that cannot be stored gives its unit back.
 */
export async function storeAttachments(
  storage: InvoiceStorage,
  d1: D1Database,
  userId: string,
  files: readonly MessageFile[],
  origin: InvoiceOrigin,
  now: number,
): Promise<StoredAttachments> {
  const invoiceIds: string[] = [];
  const problems: { fileName: string; problem: FileProblem }[] = [];
  const unread: string[] = [];
  let refusal: QuotaRefusal | null = null;
  for (const file of files) {
    let mode: ProcessMode = "store-unread";
    if (!refusal) {
      const quota = await tryConsumeQuota(d1, userId, "invoiceExtraction", 1, now);
      if (quota.ok) mode = "extract";
      else refusal = quota.refusal;
    }
    const counted = mode === "extract" ? 1 : 0;
    let result: ProcessFileResult;
    try {
      result = await processInvoiceFile(storage, userId, file, origin, now, mode);
    } catch (error) {
      await releaseQuota(d1, userId, "invoiceExtraction", counted, now);
      throw error;
    }
    if (!result.ok) {
      await releaseQuota(d1, userId, "invoiceExtraction", counted, now);
      problems.push({ fileName: file.fileName, problem: result.error });
      continue;
    }
    invoiceIds.push(result.value.invoice.id);
    if (mode === "store-unread") unread.push(result.value.invoice.fileName ?? file.fileName);
  }
  return { invoiceIds, problems, unread, refusal };
}
