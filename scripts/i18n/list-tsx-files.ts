import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The .tsx files at a path: the file itself, or every one below a folder. */
export function listTsxFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return path.endsWith(".tsx") ? [path] : [];
  return readdirSync(path).flatMap((entry) => listTsxFiles(join(path, entry)));
}
