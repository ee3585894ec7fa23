import { z } from "zod";
import { decodeBase64 } from "../../core/invoice/base64";
import { formatPeppolParticipantId, parsePeppolParticipantId } from "../../core/peppol/participant-id";

/** The contract's cap on the webhook body (ADR 283): base64 of an XML of about 11 MB. */
export const MAX_INBOUND_BODY_BYTES = 10 * 1024 * 1024;

const participantId = z
  .string()
  .max(200)
  .transform((value, context) => {
    const parsed = parsePeppolParticipantId(value);
    if (parsed.ok) return formatPeppolParticipantId(parsed.value);
    context.addIssue({ code: "custom", message: parsed.error });
    return z.NEVER;
  });

const inboundSchema = z.strictObject({
  event: z.literal("document.received"),
  documentId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, "printable characters without spaces"),
  sender: participantId,
  receiver: participantId,
  documentTypeId: z.string().min(1).max(500),
  receivedAt: z.iso.datetime({ offset: true }),
  document: z.string().min(1),
});

/** A delivered document, its participant ids in canonical form and its XML as bytes. */
export interface InboundDocument {
  readonly documentId: string;
  readonly sender: string;
  readonly receiver: string;
  readonly documentTypeId: string;
  readonly receivedAt: number;
  readonly bytes: Uint8Array;
}

export type InboundBodyResult =
  | { readonly ok: true; readonly value: InboundDocument }
  | { readonly ok: false; readonly code: "invalid_json" | "invalid_request"; readonly message: string };

/** The body as JSON, its text let go as soon as it is parsed (a delivery is up to 10 MB). */
function parseJson(raw: Uint8Array): { ok: true; value: unknown } | { ok: false } {
  try {
    return {
      ok: true,
      value: JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(raw)),
    };
  } catch {
    return { ok: false };
  }
}

/** Parses and checks the raw webhook body (its signature already verified). */
export function parseInboundBody(raw: Uint8Array): InboundBodyResult {
  const json = parseJson(raw);
  if (!json.ok) return { ok: false, code: "invalid_json", message: "The request body is not valid JSON." };
  const parsed = inboundSchema.safeParse(json.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") || "body";
    return {
      ok: false,
      code: "invalid_request",
      message: `Invalid ${where}: ${issue?.message ?? "invalid"}.`,
    };
  }
  const bytes = decodeBase64(parsed.data.document);
  if (!bytes || bytes.byteLength === 0)
    return { ok: false, code: "invalid_request", message: "Invalid document: not base64." };
  const { documentId, sender, receiver, documentTypeId, receivedAt } = parsed.data;
  return {
    ok: true,
    value: { documentId, sender, receiver, documentTypeId, receivedAt: Date.parse(receivedAt), bytes },
  };
}
