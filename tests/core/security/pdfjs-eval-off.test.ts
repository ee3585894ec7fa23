import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// SECURITY.md "Files": pdf.js runs with isEvalSupported: false wherever it opens a document, so a
// hostile PDF's font programs are never compiled with eval/new Function.
const OPENERS = /\b(getDocument|getDocumentProxy)\s*\(/g;

function listSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The argument text of the call that starts at `open` (its opening parenthesis). */
function readCall(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === "(") depth++;
    else if (source[index] === ")" && --depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

describe("pdf.js never evaluates code from a PDF", () => {
  it("every getDocument/getDocumentProxy call in client, core and worker passes isEvalSupported: false", () => {
    const calls: string[] = [];
    for (const file of ["client", "core", "worker"].flatMap(listSources)) {
      const source = readFileSync(file, "utf8");
      if (!/from "(pdfjs-dist|unpdf)[^"]*"|import\("(pdfjs-dist|unpdf)/.test(source)) continue;
      for (const match of source.matchAll(OPENERS)) {
        const call = readCall(source, (match.index ?? 0) + match[0].length - 1);
        calls.push(file);
        expect(call, `${file}: ${call}`).toMatch(/isEvalSupported:\s*false/);
      }
    }
    // Both sides open PDFs: the Worker (text layer) and the browser (preview, OCR).
    expect(calls.some((file) => file.startsWith("client"))).toBe(true);
    expect(calls.some((file) => file.startsWith("core"))).toBe(true);
  });
});
