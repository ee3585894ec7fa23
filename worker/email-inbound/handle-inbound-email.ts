import { decodeWords } from "postal-mime";
import { hitWindowLimit, type WindowLimit } from "../auth/rate-limit";
import {
  describeQuotaRefusal,
  type QuotaRefusal,
  quotaRefusalOf,
  releaseQuota,
  tryConsumeQuota,
} from "../billing/quota";
import { createDatabase, type Database } from "../db/client";
import { type AppBindings, readInboundConfig } from "../env";
import { findAddressByToken } from "./address-store";
import { isAutomatedMessage, isForwardingConfirmation } from "./automated-message";
import { parseInboundRecipient } from "./inbound-address";
import { parseMessage } from "./parse-message";
import { readRawMessage } from "./read-raw-message";
import { logRefusal, type RefusalEntry } from "./refusal-log";
import {
  cleanHeaderText,
  MAX_MESSAGE_BYTES,
  REFUSALS,
  type Refusal,
  STORED_UNREAD_PREFIX,
  toSmtpReason,
} from "./refusals";
import { selectInvoiceFiles } from "./select-invoice-files";
import { storeAttachments } from "./store-attachments";

/** The part of Cloudflare's ForwardableEmailMessage the handler uses. */
export type InboundMessage = Pick<
  ForwardableEmailMessage,
  "from" | "to" | "raw" | "rawSize" | "headers" | "setReject"
>;

export type InboundOutcome =
  | { kind: "stored"; invoiceIds: string[] }
  | { kind: "ignored" }
  | { kind: "refused"; refusal: Refusal };

const HOUR_MS = 60 * 60_000;

/** Messages without an invoice logged per address and day; the rest are refused unlogged (ADR 202). */
export const NO_INVOICE_MESSAGES_PER_DAY: WindowLimit = {
  scope: "inbound-no-invoice",
  limit: 20,
  windowMs: 24 * HOUR_MS,
};

interface Delivery {
  readonly db: Database;
  readonly userId: string;
  readonly sender: string;
  readonly subject: string;
  readonly receivedAt: number;
}

async function reject(message: InboundMessage, refusal: Refusal): Promise<InboundOutcome> {
  // In production setReject is synchronous; through miniflare's RPC (local dev) it returns a promise,
  // and the reject is lost unless the handler waits for it before returning.
  await (message.setReject(toSmtpReason(refusal.message)) as unknown);
  return { kind: "refused", refusal };
}

/** A refusal the owner of the address can read back in settings. */
async function rejectAndLog(
  message: InboundMessage,
  delivery: Delivery,
  refusal: Refusal,
): Promise<InboundOutcome> {
  await logRefusal(delivery.db, delivery.userId, {
    reason: refusal.code,
    message: refusal.message,
    sender: delivery.sender,
    subject: delivery.subject,
    receivedAt: delivery.receivedAt,
  });
  return reject(message, refusal);
}

function readHeaderText(headers: Headers, name: string): string {
  const value = headers.get(name) ?? "";
  try {
    return decodeWords(value);
  } catch {
    return value;
  }
}

/**
 * Cloudflare Email Routing → the invoice pipeline (issue 7, docs/decisions/084). The user is found by
 * the envelope recipient only; To/Cc headers are never consulted.
 */
export async function handleInboundEmail(
  message: InboundMessage,
  env: AppBindings,
  now = Date.now(),
): Promise<InboundOutcome> {
  const config = readInboundConfig(env);
  const confirmation = isForwardingConfirmation(message.headers, message.from);
  if (!confirmation && isAutomatedMessage(message.headers, message.from, config.INBOUND_EMAIL_DOMAIN))
    return { kind: "ignored" };

  const db = createDatabase(env.DB);
  const token = parseInboundRecipient(message.to, config.INBOUND_EMAIL_DOMAIN);
  const address = token ? await findAddressByToken(db, token) : null;
  if (!address) return reject(message, REFUSALS.unknownAddress);
  if (address.retiredAt !== null) return reject(message, REFUSALS.retiredAddress);

  const rule = { scope: "inbound-email", limit: config.INBOUND_EMAILS_PER_HOUR, windowMs: HOUR_MS };
  const limit = await hitWindowLimit(env.KV, rule, `${address.userId}:${address.id}`, now);
  if (!limit.ok) return reject(message, REFUSALS.rateLimited);

  const delivery: Delivery = {
    db,
    userId: address.userId,
    sender: cleanHeaderText(message.from, 200),
    subject: cleanHeaderText(readHeaderText(message.headers, "subject")),
    receivedAt: now,
  };
  if (confirmation) {
    const { code, message: text } = REFUSALS.forwardingConfirmation;
    const { sender, subject, receivedAt } = delivery;
    await logRefusal(db, address.userId, { reason: code, message: text, sender, subject, receivedAt });
    return { kind: "ignored" };
  }
  if (message.rawSize > MAX_MESSAGE_BYTES) return rejectAndLog(message, delivery, REFUSALS.messageTooLarge);
  const raw = await readRawMessage(message.raw, MAX_MESSAGE_BYTES);
  if (!raw.ok) return rejectAndLog(message, delivery, REFUSALS.messageTooLarge);
  const parsed = await parseMessage(raw.value);
  if (!parsed.ok) return rejectAndLog(message, delivery, REFUSALS.unreadable);

  // The From header names the supplier when the user forwards by a rule that keeps it; for display only.
  const sender = cleanHeaderText(parsed.value.from || message.from, 200);
  const subject = cleanHeaderText(parsed.value.subject) || delivery.subject;
  const described: Delivery = { ...delivery, sender, subject };
  const selection = selectInvoiceFiles(parsed.value.files);
  if (!selection.ok) return rejectAndLog(message, described, selection.error);
  const { usable, problems: passedOver } = selection.value;
  if (usable.length === 0) return refuseWithoutInvoice(message, env, described, address.id, passedOver);
  // Only a message that delivers an invoice counts toward the mailbox quota (docs/decisions/202).
  const quota = await tryConsumeQuota(env.DB, address.userId, "mailboxMessages", 1, now);
  if (!quota.ok) return rejectAndLog(message, described, quotaRefusalOf(quota.refusal));

  const origin = { source: "email", sender, subject, receivedAt: now } as const;
  const stored = await storeAttachments(
    { db, files: env.FILES },
    env.DB,
    address.userId,
    usable,
    origin,
    now,
  );
  const problems = [...passedOver, ...stored.problems];
  if (stored.invoiceIds.length === 0) {
    await releaseQuota(env.DB, address.userId, "mailboxMessages", 1, now);
    return refuseWithoutInvoice(message, env, described, address.id, problems);
  }
  if (stored.refusal && stored.unread.length > 0)
    await logRefusal(db, address.userId, unreadNotice(described, stored.unread, stored.refusal));
  if (problems.length > 0) {
    // The message was accepted; the user still learns which of its files were left out.
    await logRefusal(db, address.userId, {
      reason: "some_attachments_unusable",
      message: `Some attachments were not processed. ${describeProblems(problems)}`,
      sender,
      subject,
      receivedAt: now,
    });
  }
  return { kind: "stored", invoiceIds: [...stored.invoiceIds] };
}

type FileProblems = readonly { fileName: string; problem: { message: string } }[];

function describeProblems(problems: FileProblems): string {
  return problems.map(({ fileName, problem }) => `${fileName}: ${problem.message}`).join(" ");
}

/** The log entry for files kept unread over the extraction limit: which, and the limit's sentence. */
function unreadNotice(delivery: Delivery, unread: readonly string[], refusal: QuotaRefusal): RefusalEntry {
  const { sender, subject, receivedAt } = delivery;
  const message = `${STORED_UNREAD_PREFIX}${unread.join(", ")}. ${describeQuotaRefusal(refusal)}`;
  return { reason: "stored_unread_over_quota", message, sender, subject, receivedAt };
}

/**
 * A message that delivers no invoice is refused without touching the mailbox quota. It is logged for
 * the owner up to a daily number per address; past that it is still refused but not logged, so junk
 * cannot push the useful entries out of the log (docs/decisions/202).
 */
async function refuseWithoutInvoice(
  message: InboundMessage,
  env: AppBindings,
  delivery: Delivery,
  addressId: string,
  problems: FileProblems,
): Promise<InboundOutcome> {
  const details = describeProblems(problems);
  const text = details ? `${REFUSALS.noAttachment.message} ${details}` : REFUSALS.noAttachment.message;
  const refusal: Refusal = { code: "no_usable_attachment", message: text };
  const key = `${delivery.userId}:${addressId}`;
  const logged = await hitWindowLimit(env.KV, NO_INVOICE_MESSAGES_PER_DAY, key, delivery.receivedAt);
  return logged.ok ? rejectAndLog(message, delivery, refusal) : reject(message, refusal);
}
