/** Characters XML 1.0 cannot carry: C0 controls except tab, LF and CR, and U+FFFE/U+FFFF. */
const FORBIDDEN_RANGES = "\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\uFFFE\\uFFFF";
const LONE_SURROGATE = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
// CR too: an XML parser turns a bare CR into LF, so Excel writes it as _x000D_.
const ESCAPED_TEXT = new RegExp(`[&<>\\r${FORBIDDEN_RANGES}]|_x[0-9A-Fa-f]{4}_|${LONE_SURROGATE}`, "g");
const FORBIDDEN = new RegExp(`[${FORBIDDEN_RANGES}]|${LONE_SURROGATE}`, "g");

/**
 * Text for a SpreadsheetML `<t>` element. Control characters are written in Excel's `_xHHHH_` form
 * (ECMA-376 Part 1, 22.9.2.19); a literal `_xHHHH_` in the text gets its underscore escaped so Excel
 * does not decode it. Lone surrogates become U+FFFD.
 */
export function escapeXmlText(text: string): string {
  return text.replace(ESCAPED_TEXT, (match) => {
    if (match === "&") return "&amp;";
    if (match === "<") return "&lt;";
    if (match === ">") return "&gt;";
    if (match.length === 7) return `_x005F${match}`;
    const code = match.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff) return "\ufffd";
    return `_x${code.toString(16).toUpperCase().padStart(4, "0")}_`;
  });
}

/** Text for an XML attribute value in double quotes; characters XML cannot carry are dropped. */
export function xmlAttribute(text: string): string {
  return text
    .replace(FORBIDDEN, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll('"', "&quot;");
}
