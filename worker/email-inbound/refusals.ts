/** Why a message was refused; the message is what the sender's server and the user read. */
export type RefusalCode =
  | "unknown_address"
  | "retired_address"
  | "rate_limited"
  | "message_too_large"
  | "unreadable_message"
  | "attachment_too_large"
  | "too_many_attachments"
  | "no_usable_attachment"
  | "some_attachments_unusable"
  | "stored_unread_over_quota"
  | "forwarding_confirmation"
  | "quota_exceeded";

export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
}

/** Below Cloudflare's own 25 MB: the message, its decoded attachments and the reading of a 10 MB PDF must fit a Worker's 128 MB together (docs/decisions/212). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export const REFUSALS = {
  unknownAddress: {
    code: "unknown_address",
    message: "This Factuurkit inbox address does not exist.",
  },
  retiredAddress: {
    code: "retired_address",
    message: "This Factuurkit inbox address is no longer in use; ask the recipient for their new address.",
  },
  rateLimited: {
    code: "rate_limited",
    message: "This inbox address has received too many messages in the last hour; send again later.",
  },
  messageTooLarge: {
    code: "message_too_large",
    message: `The message is larger than ${MAX_MESSAGE_BYTES / 1024 / 1024} MB.`,
  },
  unreadable: {
    code: "unreadable_message",
    message: "The message could not be read (malformed MIME).",
  },
  forwardingConfirmation: {
    code: "forwarding_confirmation",
    message: "Gmail asks you to confirm forwarding to this address; the confirmation code is in the subject.",
  },
  noAttachment: {
    code: "no_usable_attachment",
    message: "The message has no PDF, JPEG, PNG or UBL/CII XML invoice attached.",
  },
} as const satisfies Record<string, Refusal>;

/** Starts the log entry for attachments kept unread over the extraction limit; file names follow. */
export const STORED_UNREAD_PREFIX = "Stored without reading, to read later from your invoices: ";

const MAX_REASON = 300;

/** SMTP carries the reason in a reply line: printable ASCII only, one line, bounded. */
export function toSmtpReason(message: string): string {
  let reason = "";
  for (const character of message) {
    const code = character.charCodeAt(0);
    reason += code >= 32 && code < 127 ? character : "?";
  }
  return reason.slice(0, MAX_REASON);
}

/** Header text fit to store and show as plain text: no control characters, bounded length. */
export function cleanHeaderText(value: string, maxLength = 300): string {
  let cleaned = "";
  for (const character of value) {
    const code = character.charCodeAt(0);
    cleaned += code < 32 || code === 127 ? " " : character;
  }
  return cleaned.replace(/\s+/g, " ").trim().slice(0, maxLength);
}
