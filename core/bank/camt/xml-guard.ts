import type { BankText } from "../bank-text";

/**
 * SECURITY.md (Files): XML with a DOCTYPE is refused before any parsing, so no entity can be declared,
 * expanded or fetched. saxes itself knows only the five predefined entities and character references.
 */
export function findForbiddenXml(text: string): (BankText & { readonly line: number }) | null {
  const match = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (!match) return null;
  return {
    code: "forbidden_declaration",
    values: { kind: match[1]?.toUpperCase() ?? "" },
    line: lineAt(text, match.index),
  };
}

export function lineAt(text: string, offset: number): number {
  let line = 1;
  let at = text.indexOf("\n");
  while (at !== -1 && at < offset) {
    line++;
    at = text.indexOf("\n", at + 1);
  }
  return line;
}
