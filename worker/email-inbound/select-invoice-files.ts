import { classifyUpload, type FileProblem, MAX_FILES_PER_UPLOAD } from "../invoices/upload-limits";
import type { MessageFile } from "./parse-message";

/** Images smaller than this on either side are logos, icons and tracking pixels, not invoices. */
const MIN_IMAGE_SIDE = 200;

export interface FileSelection {
  /** Files to run through the pipeline. */
  readonly usable: readonly MessageFile[];
  /** Files of one of our kinds that cannot be used, with why (shown in the refusal log). */
  readonly problems: readonly { fileName: string; problem: FileProblem }[];
}

export type SelectResult =
  | { ok: true; value: FileSelection }
  | { ok: false; error: { code: "attachment_too_large" | "too_many_attachments"; message: string } };

/**
 * Picks the invoice files of a message by their bytes (never by name or MIME type): PDF, JPEG/PNG,
 * UBL/CII XML. Anything else (a Word file, the body's signature logo) is passed over silently. One
 * file over its size limit refuses the whole message, so nothing of it is stored.
 */
export function selectInvoiceFiles(files: readonly MessageFile[]): SelectResult {
  const usable: MessageFile[] = [];
  const problems: { fileName: string; problem: FileProblem }[] = [];
  for (const file of files) {
    const classified = classifyUpload(file.bytes);
    if (!classified.ok) {
      if (classified.error.code === "file_too_large")
        return {
          ok: false,
          error: {
            code: "attachment_too_large",
            message: `Attachment ${file.fileName} is too large: ${classified.error.message}`,
          },
        };
      if (classified.error.code !== "unsupported_type" && classified.error.code !== "empty_file")
        problems.push({ fileName: file.fileName, problem: classified.error });
      continue;
    }
    const { kind, imageSize } = classified.value;
    const isImage = kind === "png" || kind === "jpeg";
    if (isImage && file.embedded) continue;
    if (isImage && imageSize && Math.min(imageSize.width, imageSize.height) < MIN_IMAGE_SIDE) continue;
    usable.push(file);
  }
  if (usable.length > MAX_FILES_PER_UPLOAD)
    return {
      ok: false,
      error: {
        code: "too_many_attachments",
        message: `The message has more than ${MAX_FILES_PER_UPLOAD} invoice attachments; send them in several messages.`,
      },
    };
  return { ok: true, value: { usable, problems } };
}
