import type { SimilarityMethod } from "./types";

export interface BlockingPass {
  /** Sort keys per row; empty string = row not in this pass. */
  readonly keys: readonly string[];
}

function sortedTokens(value: string): string {
  return value.split(" ").filter(Boolean).sort().join(" ");
}

function reverse(value: string): string {
  let out = "";
  for (let i = value.length - 1; i >= 0; i--) out += value[i];
  return out;
}

/**
 * Sorted-neighbourhood passes for one column (Hernández & Stolfo's multi-pass method, ADR 042):
 * rows sorted by the sorted tokens bring swapped names and shared prefixes together; a second pass on
 * the reversed value catches typos in the first letters. Exact columns need only the first pass.
 */
export function buildBlockingPasses(values: readonly string[], method: SimilarityMethod): BlockingPass[] {
  const forward = values.map(sortedTokens);
  if (method === "exact") return [{ keys: forward }];
  return [{ keys: forward }, { keys: forward.map(reverse) }];
}

/** Row indexes that take part in a pass, ordered by their key. */
export function orderByKey(keys: readonly string[]): Int32Array {
  const present: number[] = [];
  for (let i = 0; i < keys.length; i++) if (keys[i]) present.push(i);
  present.sort((a, b) => {
    const keyA = keys[a] ?? "";
    const keyB = keys[b] ?? "";
    return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
  });
  return Int32Array.from(present);
}
