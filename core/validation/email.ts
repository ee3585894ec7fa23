import { m } from "../i18n/messages";
import { isLookAlike } from "./look-alike";
import { decodePunycode } from "./punycode";

/** E-mail rules of SPEC §5, shared by the Worker and the client. SPEC's English wording; each read is in the interface language. */
export const EMAIL_MESSAGES = {
  get required(): string {
    return m.validation_email_required();
  },
  get invalid(): string {
    return m.validation_email_invalid();
  },
  get resendRequired(): string {
    return m.validation_email_resend_required();
  },
  get quoted(): string {
    return m.validation_email_quoted();
  },
};

/** RFC 5321 caps a path at 254 characters; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_PART_MAX_LENGTH = 64;

// Control, format (zero-width, bidi, BOM, soft hyphen), surrogate, private-use and unassigned code
// points, every space and separator, and the letters and marks that render as nothing (Hangul fillers,
// variation selectors, the combining grapheme joiner, the Braille blank).
const INVISIBLE_OR_CONTROL =
  /[\p{C}\p{Z}\s\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5/u;
// Characters a host name cannot carry before IDNA mapping (URL syntax, percent escapes).
const DOMAIN_SYNTAX = /[@/\\?#%:[\]<>^|"'`{}]/;
// An ASCII host name after IDNA: letter-digit-hyphen labels, a TLD of letters (or an IDN TLD), no IP literals.
const ASCII_HOST =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

// RFC 5322 dot-atom: ASCII atext or any non-ASCII character (RFC 6531), in dot-separated atoms. No
// quoted strings, comments or backslashes: `"owner.a"@x.nl` and `owner(a)@x.nl` reach owner.a's or
// owner's mailbox under another spelling (docs/decisions/206).
const LOCAL_ATOM = /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]|[\u0080-\u{10FFFF}])+$/u;

function isDotAtom(local: string): boolean {
  return local.split(".").every((atom) => LOCAL_ATOM.test(atom));
}

/** The Unicode of each label of an ASCII host (`xn--` decoded), or null when one is not Punycode. */
function unicodeLabelsOf(asciiDomain: string): string[] | null {
  const labels = asciiDomain
    .split(".")
    .map((label) => (label.startsWith("xn--") ? decodePunycode(label.slice(4)) : label));
  return labels.every((label): label is string => label !== null) ? labels : null;
}

/** The domain lower-cased and in ASCII (IDNA/UTS 46 through the URL parser of both sides), or null. */
function toAsciiDomain(domain: string): string | null {
  if (DOMAIN_SYNTAX.test(domain)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  return ASCII_HOST.test(hostname) ? hostname : null;
}

/**
 * The one form an address is stored and compared in: trimmed, NFC, lower-cased, the domain in ASCII
 * via IDNA ("jan@Bücher.nl" and "jan@xn--bcher-kva.nl" are one account). Null when it is not an
 * address we accept: control or invisible characters anywhere, a local part that is not a dot-atom
 * (quoted, comments), a look-alike local part or domain label (mixed scripts, or a non-Latin or odd
 * Latin spelling of a Latin name, typed in Unicode or in Punycode), or no something@something.tld
 * shape (SPEC §5, docs/decisions/101 and 206).
 */
export function canonicalizeEmail(raw: string): string | null {
  const email = raw.trim().normalize("NFC");
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || INVISIBLE_OR_CONTROL.test(email)) return null;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1);
  if (at < 1 || local.includes("@") || local.length > LOCAL_PART_MAX_LENGTH) return null;
  // Compatibility forms (fullwidth "ｊａｎ", ligatures, superscripts) imitate plain letters.
  if (local.normalize("NFKC") !== local) return null;
  if (!isDotAtom(local) || isLookAlike(local)) return null;
  const asciiDomain = toAsciiDomain(domain);
  if (!asciiDomain) return null;
  const labels = unicodeLabelsOf(asciiDomain);
  if (!labels || labels.some(isLookAlike)) return null;
  const canonical = `${local}@${asciiDomain}`;
  return canonical.length <= EMAIL_MAX_LENGTH ? canonical : null;
}

/** The canonical form when valid; otherwise trimmed and lower-cased (to compare typed confirmations). */
export function normalizeEmail(raw: string): string {
  return canonicalizeEmail(raw) ?? raw.trim().toLowerCase();
}

/** How addresses were stored before canonicalisation (issue 14): trimmed and lower-cased only. */
export function legacyEmailForm(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return canonicalizeEmail(email) !== null;
}

/** The first error of the e-mail field, or null. Leading/trailing spaces are trimmed first. */
export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length === 0) return EMAIL_MESSAGES.required;
  if (!isValidEmail(email)) return email.includes('"') ? EMAIL_MESSAGES.quoted : EMAIL_MESSAGES.invalid;
  return null;
}
