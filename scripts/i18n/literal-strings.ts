/**
 * Finds user-visible text written straight into TSX instead of the message catalogue: JSX text,
 * string literals inside JSX expressions, and the text attributes people read (aria-label, title,
 * placeholder, alt). Proper names that are the same in every language are allowed.
 */
import { parseSync } from "rolldown/utils";

/** Words and names that are not translated: product and brand names, codes, language names. */
export const PROPER_NAMES: readonly string[] = [
  "Factuurkit",
  "Google",
  "Universal Data Cleaner",
  "English",
  "Nederlands",
  "EN",
  "NL",
  "ChunkLoadError",
  "404",
  "PDF",
  "CSV",
  "XLSX",
  "iDEAL",
];

const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "aria-description", "label"]);

export interface LiteralString {
  readonly line: number;
  readonly text: string;
}

/** True when what is left after removing proper names, numbers and punctuation has a letter. */
export function isTranslatableText(text: string): boolean {
  let rest = text.replace(/&(?:[a-z]+|#\d+);/g, " ");
  for (const name of PROPER_NAMES)
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d])${name}(?![\\p{L}\\d])`, "gu"), " ");
  return /\p{L}/u.test(rest);
}

type Node = { readonly type?: string; readonly start?: number } & Record<string, unknown>;

function lineAt(source: string, offset: number): number {
  return source.slice(0, offset).split("\n").length;
}

function isAriaHidden(element: Node): boolean {
  const attributes = ((element.openingElement as Node | undefined)?.attributes ?? []) as Node[];
  return attributes.some((attribute) => {
    const value = attribute.value as Node | null;
    return (
      (attribute.name as Node | undefined)?.name === "aria-hidden" &&
      (value?.value === "true" || (value?.expression as Node | undefined)?.value === true)
    );
  });
}

/** String literals an expression may evaluate to: itself, or the branches of `a ? "x" : "y"` / `a || "x"`. */
function stringBranches(expression: Node): Node[] {
  if (expression.type === "Literal") return typeof expression.value === "string" ? [expression] : [];
  if (expression.type === "ConditionalExpression") {
    return [
      ...stringBranches(expression.consequent as Node),
      ...stringBranches(expression.alternate as Node),
    ];
  }
  if (expression.type === "LogicalExpression") return stringBranches(expression.right as Node);
  return [];
}

export function findLiteralStrings(fileName: string, source: string): LiteralString[] {
  const { program, errors } = parseSync(fileName, source, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${fileName}: ${errors[0]?.message ?? "parse error"}`);
  const found: LiteralString[] = [];
  const report = (node: Node, text: string): void => {
    if (isTranslatableText(text)) found.push({ line: lineAt(source, node.start ?? 0), text: text.trim() });
  };
  const visit = (node: unknown, parent: Node | null): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const current = node as Node;
    // Decoration hidden from assistive technology and shown as a symbol (a logo letter) is not text.
    if (current.type === "JSXElement" && isAriaHidden(current)) return;
    if (current.type === "JSXText") report(current, String(current.value));
    if (current.type === "JSXAttribute") {
      const name = (current.name as Node | undefined)?.name;
      const value = current.value as Node | null;
      const readable = typeof name === "string" && TEXT_ATTRIBUTES.has(name);
      if (readable && value?.type === "Literal") report(value, String(value.value));
      // href, className, keys and the like are not read by people.
      if (!readable) return;
    }
    if (current.type === "JSXExpressionContainer") {
      const expression = current.expression as Node;
      for (const literal of stringBranches(expression)) report(literal, String(literal.value));
      if (expression.type === "TemplateLiteral") {
        for (const quasi of expression.quasis as Node[]) report(quasi, String((quasi.value as Node).cooked));
      }
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== "parent" && typeof value === "object") visit(value, current);
    }
  };
  visit(program, null);
  return found;
}
