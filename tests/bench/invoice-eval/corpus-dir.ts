import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * A shared dev set beside the project (`../shared/corpus/NAME`, as CI has it), or two levels up when
 * run from a worktree (/work/wt/NAME). Never copied into the repository.
 */
export function sharedCorpusDir(name: string): string {
  const beside = resolve(process.cwd(), "..", "shared", "corpus", name);
  const fromWorktree = resolve(process.cwd(), "..", "..", "shared", "corpus", name);
  return existsSync(beside) || !existsSync(fromWorktree) ? beside : fromWorktree;
}
