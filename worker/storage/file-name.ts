const MAX_FILE_NAME = 200;

/**
 * A stored file's name fit to show and to put in Content-Disposition: no path, no control characters,
 * no quotes, at most 200 characters; `fallback` when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  let cleaned = "";
  for (const character of base) {
    const code = character.charCodeAt(0);
    if (code >= 32 && code !== 127 && character !== '"') cleaned += character;
  }
  cleaned = cleaned.trim().slice(0, MAX_FILE_NAME);
  return cleaned || fallback;
}
