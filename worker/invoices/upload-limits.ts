import { MAX_EINVOICE_XML_BYTES } from "../../core/invoice/extraction/einvoice/read-einvoice";
import { detectFileKind } from "../../core/invoice/extraction/pdf/extract-pdf";
import { isHeic } from "../../core/invoice/extraction/photo/heic";
import { readImageSize } from "../../core/invoice/image-size";
import {
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_FILE_BYTES,
  MAX_UPLOAD_REQUEST_BYTES,
} from "../../core/invoice/upload-batches";

export type UploadKind = "pdf" | "png" | "jpeg" | "xml";

/**
 * Size caps per kind (issue 6, docs/decisions/080), each measured to fit a Worker's 128 MB with the
 * whole pipeline (docs/decisions/212): a PDF is held as bytes, by pdf.js and by the R2 put at once;
 * an e-invoice's parsed XML costs about ten times its text.
 */
export const UPLOAD_LIMITS: Readonly<Record<UploadKind, number>> = {
  pdf: MAX_UPLOAD_FILE_BYTES,
  png: MAX_UPLOAD_FILE_BYTES,
  jpeg: MAX_UPLOAD_FILE_BYTES,
  xml: MAX_EINVOICE_XML_BYTES,
};

/** Files per upload request; the whole request (held at once) is capped by MAX_UPLOAD_REQUEST_BYTES. */
export { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_REQUEST_BYTES };
/** Images larger than this would exhaust a phone's memory when drawn for OCR. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const CONTENT_TYPES: Readonly<Record<UploadKind, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  xml: "application/xml",
};

export interface FileProblem {
  readonly code: string;
  readonly message: string;
}

export type ClassifyResult =
  | { ok: true; value: { kind: UploadKind; imageSize: { width: number; height: number } | null } }
  | { ok: false; error: FileProblem };

function megabytes(bytes: number): string {
  return `${bytes / 1024 / 1024} MB`;
}

/**
 * What an upload is, by its bytes only (SECURITY.md Files): never by its name or Content-Type, so a
 * renamed executable is refused however it is called.
 */
export function classifyUpload(bytes: Uint8Array): ClassifyResult {
  if (bytes.byteLength === 0)
    return { ok: false, error: { code: "empty_file", message: "This file is empty." } };
  const kind = detectFileKind(bytes);
  if (kind === "unknown" && isHeic(bytes))
    return {
      ok: false,
      error: {
        code: "heic_not_supported",
        message:
          "HEIC photos can't be read. Choose 'Most compatible' in your camera settings, or share the photo as JPEG, and upload it again.",
      },
    };
  if (kind === "unknown")
    return {
      ok: false,
      error: {
        code: "unsupported_type",
        message: "This file is not a PDF, PNG, JPEG or UBL/CII XML invoice (checked by its content).",
      },
    };
  if (bytes.byteLength > UPLOAD_LIMITS[kind])
    return {
      ok: false,
      error: {
        code: "file_too_large",
        message: `This ${kind.toUpperCase()} is larger than ${megabytes(UPLOAD_LIMITS[kind])}.`,
      },
    };
  if (kind === "png" || kind === "jpeg") {
    const size = readImageSize(bytes, kind);
    if (!size)
      return {
        ok: false,
        error: { code: "corrupt_file", message: "This image is damaged and cannot be read." },
      };
    if (size.width * size.height > MAX_IMAGE_PIXELS)
      return {
        ok: false,
        error: {
          code: "image_too_large",
          message: "This image has more than 40 megapixels; scan at 300 dpi.",
        },
      };
    return { ok: true, value: { kind, imageSize: size } };
  }
  return { ok: true, value: { kind, imageSize: null } };
}
