/** A seeded random source (mulberry32): fixtures drawn from it are the same on every run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [low, high]. */
  int(low: number, high: number): number;
  /** A number in [low, high). */
  between(low: number, high: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
}

/** FNV-1a of a name: a fixture's seed, fixed for ever. */
export function seedOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index++) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough to vary drawings. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    between: (low, high) => low + next() * (high - low),
    chance: (probability) => next() < probability,
    pick: <T>(list: readonly T[]): T => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
  };
}
