import PostalMime, { type Attachment, type Email } from "postal-mime";

/** Bounds for hostile MIME (docs/decisions/084); a message is at most MAX_MESSAGE_BYTES anyway. */
const PARSER_LIMITS = { maxNestingDepth: 40, maxHeadersSize: 512 * 1024, maxRfc822NestingDepth: 3 } as const;
/** Forwards of forwards: "forward as attachment" parts are opened this many levels deep. */
const MAX_FORWARD_DEPTH = 3;
/** Parts looked at per message; more is not mail a person forwards. */
const MAX_PARTS = 200;

export interface MessageFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** An inline resource of the HTML body (a signature logo), not something the sender attached. */
  readonly embedded: boolean;
}

export interface ParsedMessage {
  readonly subject: string;
  readonly from: string;
  readonly files: readonly MessageFile[];
}

function toBytes(content: Attachment["content"]): Uint8Array {
  if (typeof content === "string") return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

function isForwardedMessage(attachment: Attachment): boolean {
  return attachment.mimeType === "message/rfc822" || attachment.rfc822DepthExceeded === true;
}

async function parse(raw: Uint8Array): Promise<Email> {
  return PostalMime.parse(raw, { ...PARSER_LIMITS, attachmentEncoding: "arraybuffer" });
}

/**
 * The files of a message, including those inside forwarded messages (message/rfc822 parts), which
 * postal-mime opens inline and which we open ourselves when they were attached as files.
 */
async function collectFiles(email: Email, depth: number, files: MessageFile[], budget: { parts: number }) {
  for (const attachment of email.attachments) {
    if (budget.parts <= 0) return;
    budget.parts -= 1;
    const bytes = toBytes(attachment.content);
    if (isForwardedMessage(attachment)) {
      if (depth < MAX_FORWARD_DEPTH) await collectFiles(await parse(bytes), depth + 1, files, budget);
      continue;
    }
    files.push({
      fileName: attachment.filename ?? "attachment",
      bytes,
      embedded: attachment.related === true && attachment.disposition !== "attachment",
    });
  }
}

/** Parses a raw message; a message postal-mime refuses (over a limit, malformed) is an error. */
export async function parseMessage(
  raw: Uint8Array,
): Promise<{ ok: true; value: ParsedMessage } | { ok: false }> {
  try {
    const email = await parse(raw);
    const files: MessageFile[] = [];
    await collectFiles(email, 0, files, { parts: MAX_PARTS });
    const from = email.from && "address" in email.from ? (email.from.address ?? "") : "";
    return { ok: true, value: { subject: email.subject ?? "", from, files } };
  } catch {
    return { ok: false };
  }
}
