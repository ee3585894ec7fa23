/**
 * Which half of a dev set a key belongs to: a fixed FNV-1a hash of the key (a file name, an entity id),
 * so the halves never change between runs. Failures are studied on half A only; both are reported.
 */
export function halfOf(key: string): 0 | 1 {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 2) as 0 | 1;
}

export const HALF_NAMES = ["A (studied)", "B (held out)"] as const;
