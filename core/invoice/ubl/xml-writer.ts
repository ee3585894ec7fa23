/** A tiny XML element tree for writing UBL: element order is ours, escaping is exact. */
export interface XmlNode {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlNode[];
  readonly text: string | null;
}

/** Drops characters XML 1.0 cannot carry (control characters other than tab, LF, CR). */
function stripInvalidCharacters(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
}

export function escapeXmlText(value: string): string {
  // A literal CR would be normalised to LF by every XML parser; the reference keeps it.
  return stripInvalidCharacters(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\r/g, "&#13;");
}

export function escapeXmlAttribute(value: string): string {
  return escapeXmlText(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;").replace(/\t/g, "&#9;");
}

/** An element with text content. */
export function leaf(name: string, text: string, attributes: Record<string, string> = {}): XmlNode {
  return { name, attributes, children: [], text };
}

/** An element with child elements; `null`/`false` children are skipped so optional parts read naturally. */
export function branch(
  name: string,
  children: ReadonlyArray<XmlNode | null | false | undefined>,
  attributes: Record<string, string> = {},
): XmlNode {
  return {
    name,
    attributes,
    children: children.filter((child): child is XmlNode => Boolean(child)),
    text: null,
  };
}

/** A text element only when the text is not blank (UBL must not contain empty elements, PEPPOL-EN16931-R008). */
export function optionalLeaf(
  name: string,
  text: string,
  attributes: Record<string, string> = {},
): XmlNode | null {
  return text.trim().length > 0 ? leaf(name, text.trim(), attributes) : null;
}

function renderNode(node: XmlNode, depth: number, out: string[]): void {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXmlAttribute(value)}"`)
    .join("");
  if (node.text !== null) {
    out.push(`${indent}<${node.name}${attributes}>${escapeXmlText(node.text)}</${node.name}>`);
    return;
  }
  out.push(`${indent}<${node.name}${attributes}>`);
  for (const child of node.children) renderNode(child, depth + 1, out);
  out.push(`${indent}</${node.name}>`);
}

export function renderXmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  renderNode(root, 0, out);
  return `${out.join("\n")}\n`;
}
