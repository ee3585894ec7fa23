const NEITHER =
  "Download the statement from your bank as MT940 or CAMT.053 (sometimes called 'Swift' or 'XML').";

/**
 * Why a file holds no statement, said by what it looks like instead, so the user knows what they
 * downloaded: MT940 tags without a statement, another SWIFT message, a spreadsheet export, a web page,
 * JSON, or text. Only the start of the file is looked at.
 */
export function describeContent(text: string): string {
  const head = text.slice(0, 8192).replace(/^\uFEFF/, "");
  const trimmed = head.trimStart();
  const lines = trimmed
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, 20);
  const swift = /\{2:[IO](\d{3})/.exec(head);
  if (swift && swift[1] !== "940" && swift[1] !== "942") {
    return `this is a SWIFT MT${swift[1]} message, not an MT940 statement or MT942 report. ${NEITHER}`;
  }
  const tags = [...new Set(lines.flatMap((line) => /^:(\w{2,3}):/.exec(line)?.[1] ?? []))];
  if (tags.length > 0) {
    const list = tags.map((tag) => `:${tag}:`).join(", ");
    return `the file has MT940 tags (${list}) but no statement: no :20:, :25:, :60F: or :61:. It may be a part cut from a statement; download the whole statement from your bank.`;
  }
  if (/^<(!doctype\s+html|html)/i.test(trimmed))
    return `this is a web page (HTML), not a bank statement. ${NEITHER}`;
  if (/^[[{]/.test(trimmed)) return `this is a JSON file, not a bank statement. ${NEITHER}`;
  const separator = [";", ",", "\t"].find(
    (sep) => lines.length >= 2 && lines.every((line) => line.includes(sep)),
  );
  if (separator) {
    const name = separator === "\t" ? "tabs" : `'${separator}'`;
    return `this looks like a spreadsheet (CSV) export with columns separated by ${name}, not an MT940 or CAMT statement. ${NEITHER}`;
  }
  if (lines.length > 0 && lines.every((line) => /^[\d\s.,+-]+$/.test(line))) {
    return `this file holds only numbers (it starts with '${lines[0]?.slice(0, 20)}'), not an MT940 or CAMT statement. ${NEITHER}`;
  }
  const start = lines[0] ? ` It starts with '${lines[0].slice(0, 40)}'.` : "";
  return `this file is neither an MT940 statement (tags :20:, :25:, :60F:) nor a CAMT.053 XML statement.${start} ${NEITHER}`;
}
