import { XMLParser } from "fast-xml-parser";

export const MAX_XML_BYTES = 5 * 1024 * 1024;

export type XmlNode = Record<string, unknown>;

export type XmlParseResult = { ok: true; value: XmlNode } | { ok: false; error: string };

/**
 * Parses an e-invoice safely: any DOCTYPE is refused before parsing (no DTD, no entity expansion,
 * SECURITY.md Files), size is capped, namespace prefixes are dropped so UBL and CII read the same.
 */
export function parseXml(text: string): XmlParseResult {
  if (text.length === 0) return { ok: false, error: "The XML file is empty." };
  if (text.length > MAX_XML_BYTES) return { ok: false, error: "The XML file is larger than 5 MB." };
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    return { ok: false, error: "XML with a DOCTYPE is refused." };
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*</.test(text.replace(/^\uFEFF/, "")))
    return { ok: false, error: "This file is not XML." };
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
  });
  try {
    const value = parser.parse(text, true) as unknown;
    if (!value || typeof value !== "object") return { ok: false, error: "This file is not XML." };
    return { ok: true, value: value as XmlNode };
  } catch {
    return { ok: false, error: "This XML file is malformed." };
  }
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Every node at a slash-separated path of element names (repeated elements fan out). */
export function all(node: unknown, path: string): unknown[] {
  let current: unknown[] = [node];
  for (const name of path.split("/")) {
    current = current.flatMap((item) =>
      item && typeof item === "object" ? asArray((item as XmlNode)[name]) : [],
    );
  }
  return current;
}

export function first(node: unknown, path: string): unknown {
  return all(node, path)[0];
}

/** The text of an element (with or without attributes). */
export function text(node: unknown): string | null {
  if (typeof node === "string") return node.trim() || null;
  if (typeof node === "number") return String(node);
  if (node && typeof node === "object" && "#text" in node) return text((node as XmlNode)["#text"]);
  return null;
}

export function textAt(node: unknown, path: string): string | null {
  return text(first(node, path));
}

export function attribute(node: unknown, name: string): string | null {
  if (!node || typeof node !== "object") return null;
  const value = (node as XmlNode)[`@_${name}`];
  return typeof value === "string" ? value : null;
}

/** An XML decimal ("1234.5", "-0.50") as integer cents, exactly (no floating point). */
export function decimalToCents(value: string | null): number | null {
  if (value === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match?.[2]) return null;
  const fraction = (match[3] ?? "").padEnd(3, "0");
  let cents = Number(match[2]) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return match[1] ? -cents : cents;
}

/** A decimal quantity or percentage as a normalised string ("2.000" → "2", "5.50" → "5.5"). */
export function normaliseDecimal(value: string | null): string | null {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const trimmed = value.trim();
  return trimmed.includes(".") ? trimmed.replace(/0+$/, "").replace(/\.$/, "") : trimmed;
}
