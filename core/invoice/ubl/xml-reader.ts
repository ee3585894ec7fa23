import { XMLParser, XMLValidator } from "fast-xml-parser";

/** A parsed XML element with namespace prefixes removed from element names (UBL is read by local name). */
export interface XmlElement {
  readonly name: string;
  /** The prefix as written (`cbc`, `cac`, or "" for the default namespace). */
  readonly prefix: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** Concatenated text content of this element (not of its children), trimmed. */
  readonly text: string;
}

export type XmlParseResult =
  | { readonly ok: true; readonly value: XmlElement }
  | { readonly ok: false; readonly error: string };

/** Uploaded e-invoices are capped: a UBL with an embedded PDF is a few MB at most. */
export const MAX_XML_BYTES = 15 * 1024 * 1024;

const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
};

/**
 * Decodes the five predefined entities and character references in one pass. Entity processing is
 * off in the parser itself: with DOCTYPE refused there are no other entities to expand (SECURITY.md).
 */
export function decodeXmlEntities(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (match, body: string) => {
    if (body.startsWith("#x")) return safeCodePoint(Number.parseInt(body.slice(2), 16), match);
    if (body.startsWith("#")) return safeCodePoint(Number.parseInt(body.slice(1), 10), match);
    return PREDEFINED_ENTITIES[body] ?? match;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

type OrderedNode = Record<string, unknown>;

function splitName(qualified: string): { prefix: string; name: string } {
  const colon = qualified.indexOf(":");
  return colon === -1
    ? { prefix: "", name: qualified }
    : { prefix: qualified.slice(0, colon), name: qualified.slice(colon + 1) };
}

function convert(node: OrderedNode): XmlElement | null {
  const key = Object.keys(node).find((candidate) => candidate !== ":@");
  if (!key || key === "#text" || key.startsWith("?") || key === "#comment") return null;
  const rawChildren = node[key];
  const rawAttributes = (node[":@"] ?? {}) as Record<string, unknown>;
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(rawAttributes))
    attributes[name] = decodeXmlEntities(String(value));
  const children: XmlElement[] = [];
  const texts: string[] = [];
  if (Array.isArray(rawChildren)) {
    for (const child of rawChildren as OrderedNode[]) {
      if ("#text" in child) texts.push(String(child["#text"]));
      else {
        const converted = convert(child);
        if (converted) children.push(converted);
      }
    }
  }
  const { prefix, name } = splitName(key);
  return { name, prefix, attributes, children, text: decodeXmlEntities(texts.join("")).trim() };
}

/** Parses XML for reading an e-invoice. Refuses DOCTYPE (no entity expansion, no external entities). */
export function parseXml(xml: string): XmlParseResult {
  if (xml.length > MAX_XML_BYTES)
    return { ok: false, error: "The file is too large for an e-invoice (15 MB at most)." };
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) {
    return { ok: false, error: "XML with a DOCTYPE or entity declarations is refused." };
  }
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    return {
      ok: false,
      error: `This is not well-formed XML (line ${validation.err.line}): ${validation.err.msg}`,
    };
  }
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: "",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    htmlEntities: false,
    maxNestedTags: 64,
  });
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch (cause) {
    return {
      ok: false,
      error: `This XML could not be read: ${cause instanceof Error ? cause.message : "unknown error"}`,
    };
  }
  if (!Array.isArray(parsed)) return { ok: false, error: "This XML has no root element." };
  const roots = (parsed as OrderedNode[])
    .map(convert)
    .filter((element): element is XmlElement => element !== null);
  const [root] = roots;
  if (!root || roots.length !== 1) return { ok: false, error: "This XML has no single root element." };
  return { ok: true, value: root };
}

/** The namespace URI an element's prefix is bound to, looking only at the root's declarations. */
export function namespaceOf(root: XmlElement, element: XmlElement): string | undefined {
  return root.attributes[element.prefix === "" ? "xmlns" : `xmlns:${element.prefix}`];
}

/** Children by local name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.name === name) : [];
}

/** Follows a `/`-separated path of local names and returns every match. */
export function selectAll(element: XmlElement | undefined, path: string): XmlElement[] {
  let current: XmlElement[] = element ? [element] : [];
  for (const step of path.split("/")) {
    current = current.flatMap((node) => childrenNamed(node, step));
  }
  return current;
}

export function selectFirst(element: XmlElement | undefined, path: string): XmlElement | undefined {
  return selectAll(element, path)[0];
}

/** Text at a path, or "" when the element is missing. */
export function textAt(element: XmlElement | undefined, path: string): string {
  return selectFirst(element, path)?.text ?? "";
}

/** Every element of the subtree, depth first (root included). */
export function walkElements(element: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const stack = [element];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    out.push(next);
    for (let index = next.children.length - 1; index >= 0; index--) {
      const child = next.children[index];
      if (child) stack.push(child);
    }
  }
  return out;
}
