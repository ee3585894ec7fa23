import type { StatementFormat } from "./model";

export type DetectedFormat = StatementFormat | "xml-other" | "unknown";

const CAMT_ROOTS: Record<string, StatementFormat> = {
  BkToCstmrStmt: "camt.053",
  BkToCstmrAcctRpt: "camt.052",
  BkToCstmrDbtCdtNtfctn: "camt.054",
};

/**
 * Decides the format from the content, never the file name: XML whose document holds one of the
 * three ISO 20022 bank-to-customer messages is CAMT (whatever the namespace version); text with the
 * MT940 statement tags :20: and :61:/:60F: is MT940.
 */
export function detectFormat(text: string): DetectedFormat {
  const head = text
    .slice(0, 4096)
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (head.startsWith("<")) {
    const match = /<(?:[A-Za-z_][\w.-]*:)?(BkToCstmrStmt|BkToCstmrAcctRpt|BkToCstmrDbtCdtNtfctn)[\s>/]/.exec(
      head,
    );
    const root = match?.[1];
    return root ? (CAMT_ROOTS[root] ?? "xml-other") : "xml-other";
  }
  if (/(^|[\r\n{])(?:\{4:\s*)?:20:/.test(head) && /(^|[\r\n]):(?:60[FM]|25|28C?):/.test(head)) return "mt940";
  return "unknown";
}
