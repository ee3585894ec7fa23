import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseScaled } from "../../../../core/bank/decimal";
import { HALF_NAMES, halfOf } from "../../../bench/corpus-halves";

/**
 * The shared corpus sits beside the project (and in CI); tests skip with a notice when it is absent.
 * CORPUS_ROOT points elsewhere (a worktree one level deeper than the main checkout).
 */
export const CORPUS_BANK = join(
  process.env.CORPUS_ROOT ?? join(import.meta.dirname, "../../../../../shared/corpus"),
  "bank",
);

export function corpusAvailable(kind: "mt940" | "camt"): boolean {
  const present = existsSync(join(CORPUS_BANK, kind));
  if (!present)
    console.warn(`[corpus] ${join(CORPUS_BANK, kind)} is absent: the ${kind} corpus test is skipped.`);
  return present;
}

/** Names (without extension) of the files that have a truth JSON, sorted. */
export function listCorpus(kind: "mt940" | "camt", extension: string): string[] {
  const folder = join(CORPUS_BANK, kind);
  return readdirSync(folder)
    .filter((name) => name.endsWith(extension) && existsSync(join(folder, name.replace(extension, ".json"))))
    .map((name) => name.slice(0, -extension.length))
    .sort();
}

export function readCorpusFile(kind: "mt940" | "camt", name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(CORPUS_BANK, kind, name)));
}

export function readTruth<T>(kind: "mt940" | "camt", name: string): T {
  return JSON.parse(readFileSync(join(CORPUS_BANK, kind, `${name}.json`), "utf8")) as T;
}

/** Collects mismatches for one file instead of stopping at the first, so the summary says everything wrong. */
export class Mismatches {
  readonly list: string[] = [];

  same(what: string, ours: unknown, truth: unknown): void {
    if (ours !== truth)
      this.list.push(`${what}: ours ${JSON.stringify(ours)}, truth ${JSON.stringify(truth)}`);
  }

  sameAmount(what: string, ours: string | undefined, truth: string | bigint | undefined): void {
    const a = ours === undefined ? undefined : parseScaled(ours);
    const b = typeof truth === "bigint" ? truth : truth === undefined ? undefined : parseScaled(truth);
    if (a !== b) this.list.push(`${what}: ours ${ours}, truth ${String(truth)}`);
  }
}

/** Prints one line per file and the number passing, so a run records the baseline. */
export function printSummary(kind: string, results: Map<string, string[]>): void {
  const lines = [...results].map(([name, problems]) =>
    problems.length === 0 ? `  ok    ${name}` : `  FAIL  ${name}: ${problems.slice(0, 3).join("; ")}`,
  );
  const passing = [...results.values()].filter((problems) => problems.length === 0).length;
  const halves = HALF_NAMES.map((label, half) => {
    const inHalf = [...results].filter(([name]) => halfOf(name) === half);
    return `  half ${label}: ${inHalf.filter(([, problems]) => problems.length === 0).length} of ${inHalf.length}`;
  });
  console.log(
    `[corpus ${kind}] ${passing} of ${results.size} files match their truth\n${halves.join("\n")}\n${lines.join("\n")}`,
  );
}
