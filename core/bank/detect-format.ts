import type { StatementFormat } from "./model";

export type DetectedFormat = StatementFormat | "xml-other" | "unknown";

const CAMT_ROOTS: Record<string, StatementFormat> = {
  BkToCstmrStmt: "camt.053",
  BkToCstmrAcctRpt: "camt.052",
  BkToCstmrDbtCdtNtfctn: "camt.054",
};

/**
 * Decides the format from the content, never the file name: XML whose document holds one of the
 * three ISO 20022 bank-to-customer messages is CAMT (whatever the namespace version, and the "V01"
 * suffix version 1 put on the message name); text with a line starting with an MT940/MT942 tag is
 * MT940 (the parser then decides whether there is a statement in it).
 */
const MT940_TAG = /(?:^|[\r\n{])[ \t]*(?:\{4:\s*)?:(?:20|25|28C?|60[FM]|61|62[FM]|64|86|13D|34F|90[DC]|NS):/;

/** SWIFT message types that are statements or reports of an account (MT950 is MT940's bank-to-bank twin). */
const MT940_TYPES = new Set(["940", "941", "942", "950"]);

export function detectFormat(text: string): DetectedFormat {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^<(?:!doctype\s+html|html)/i.test(head)) return "unknown";
  const swift = /\{2:[IO](\d{3})/.exec(head);
  if (swift && !MT940_TYPES.has(swift[1] ?? "")) return "unknown";
  if (head.startsWith("<")) {
    const match =
      /<(?:[A-Za-z_][\w.-]*:)?(BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)(?:V\d\d)?[\s>/]/.exec(
        head,
      );
    const root = match?.[1];
    return root ? (CAMT_ROOTS[root] ?? "xml-other") : "xml-other";
  }
  if (MT940_TAG.test(head)) return "mt940";
  return "unknown";
}
