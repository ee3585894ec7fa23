/**
 * SECURITY.md (Files): XML with a DOCTYPE is refused before any parsing, so no entity can be declared,
 * expanded or fetched. saxes itself knows only the five predefined entities and character references.
 */
export function findForbiddenXml(text: string): { message: string; line: number } | null {
  const match = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (!match) return null;
  return {
    message: `the file contains a ${match[1]?.toUpperCase()} declaration. Bank statements never need one, and it can be used to attack the reader, so the file is refused.`,
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
