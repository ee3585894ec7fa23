import { generateSecret } from "../auth/secrets";

/** 20 CSPRNG bytes: 160 bits, 32 base32 characters (issue 7 asks for at least 128 bits). */
const TOKEN_BYTES = 20;
const TOKEN_PATTERN = /^[a-z2-7]{32}$/;
const LOCAL_PART_PREFIX = "inbox+";

export function generateInboundToken(): string {
  return generateSecret(TOKEN_BYTES);
}

export function formatInboundAddress(token: string, domain: string): string {
  return `${LOCAL_PART_PREFIX}${token}@${domain}`;
}

/**
 * The token of an envelope recipient `inbox+<token>@<domain>`, or null for anything else. Only the
 * SMTP envelope recipient (message.to) is ever passed here, never a To/Cc header: a header can name
 * any address, the envelope is where Email Routing actually delivered the message.
 */
export function parseInboundRecipient(recipient: string, domain: string): string | null {
  const address = recipient.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at === -1 || address.slice(at + 1) !== domain.toLowerCase()) return null;
  const local = address.slice(0, at);
  if (!local.startsWith(LOCAL_PART_PREFIX)) return null;
  const token = local.slice(LOCAL_PART_PREFIX.length);
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** Whether `address` is one of ours (any token): mail from it is our own mail coming back. */
export function isInboundDomainAddress(address: string, domain: string): boolean {
  const normalised = address.trim().toLowerCase();
  const at = normalised.lastIndexOf("@");
  return at !== -1 && normalised.slice(at + 1) === domain.toLowerCase();
}
