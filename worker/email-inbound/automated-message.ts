import { isInboundDomainAddress } from "./inbound-address";

const BULK_PRECEDENCE = new Set(["bulk", "junk", "list"]);

/** The bare addresses in a header value such as `"Name" <a@b.nl>, c@d.nl`. */
function addressesIn(value: string): string[] {
  return [...value.matchAll(/[^\s<>",;:]+@[^\s<>",;]+/g)].map((match) => match[0]);
}

/**
 * Auto-replies, bulk mail and our own mail coming back (RFC 3834 Auto-Submitted, the de-facto
 * Precedence and X-Autoreply headers). These are dropped without a reject: a reject would bounce to
 * an auto-responder and could start a loop (docs/decisions/084).
 */
export function isAutomatedMessage(headers: Headers, envelopeFrom: string, domain: string): boolean {
  const autoSubmitted = headers.get("auto-submitted");
  if (autoSubmitted !== null && autoSubmitted.split(";")[0]?.trim().toLowerCase() !== "no") return true;
  const precedence = headers.get("precedence")?.trim().toLowerCase();
  if (precedence && BULK_PRECEDENCE.has(precedence)) return true;
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return true;
  const senders = [envelopeFrom, ...addressesIn(headers.get("from") ?? "")];
  return senders.some((address) => isInboundDomainAddress(address, domain));
}

const GMAIL_FORWARDING_SENDER = "forwarding-noreply@google.com";

/**
 * Gmail's "confirm forwarding" message, which carries its confirmation code in the subject. It is
 * kept in the user's refusal log (never ignored) so they can read the code there and finish the setup.
 */
export function isForwardingConfirmation(headers: Headers, envelopeFrom: string): boolean {
  const senders = [envelopeFrom, ...addressesIn(headers.get("from") ?? "")];
  return senders.some((address) => address.trim().toLowerCase() === GMAIL_FORWARDING_SENDER);
}
