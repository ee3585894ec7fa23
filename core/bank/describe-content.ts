import type { BankText } from "./bank-text";

/**
 * Why a file holds no statement, said by what it looks like instead, so the user knows what they
 * downloaded: MT940 tags without a statement, another SWIFT message, a spreadsheet export, a web page,
 * JSON, or text. Only the start of the file is looked at.
 */
export function describeContent(text: string): BankText {
  const head = text.slice(0, 8192).replace(/^\uFEFF/, "");
  const trimmed = head.trimStart();
  const lines = trimmed
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, 20);
  const swift = /\{2:[IO](\d{3})/.exec(head);
  if (swift && swift[1] !== "940" && swift[1] !== "942") {
    return { code: "content_swift", values: { type: swift[1] ?? "" } };
  }
  const tags = [...new Set(lines.flatMap((line) => /^:(\w{2,3}):/.exec(line)?.[1] ?? []))];
  if (tags.length > 0) {
    const list = tags.map((tag) => `:${tag}:`).join(", ");
    return { code: "content_tags_only", values: { tags: list } };
  }
  if (/^<(!doctype\s+html|html)/i.test(trimmed)) return { code: "content_html" };
  if (/^[[{]/.test(trimmed)) return { code: "content_json" };
  const separator = [";", ",", "\t"].find(
    (sep) => lines.length >= 2 && lines.every((line) => line.includes(sep)),
  );
  if (separator === "\t") return { code: "content_csv_tabs" };
  if (separator) return { code: "content_csv", values: { separator } };
  if (lines.length > 0 && lines.every((line) => /^[\d\s.,+-]+$/.test(line))) {
    return { code: "content_numbers", values: { start: lines[0]?.slice(0, 20) ?? "" } };
  }
  if (lines[0]) return { code: "content_unknown_start", values: { start: lines[0].slice(0, 40) } };
  return { code: "content_unknown" };
}
