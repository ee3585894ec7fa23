/** Words that tell a father from his son: "Morris I" and "Morris II" are two people. */
const GENERATIONS: ReadonlySet<string> = new Set(["jr", "junior", "sr", "senior", "i", "ii", "iii", "iv"]);
const LATIN = /\p{Script=Latin}/u;
const LETTER = /\p{L}/u;

/** What a name comparison needs besides the letters: its script and its generation word. */
export interface NameTraits {
  /** "latin", "other" (Han, Khmer, Cyrillic, …) or "" for a name without letters. */
  readonly script: "latin" | "other" | "";
  /** The generation word ("jr", "ii"), or "" for none. */
  readonly generation: string;
}

export function nameTraits(tokens: readonly string[]): NameTraits {
  const joined = tokens.join(" ");
  const script = LATIN.test(joined) ? "latin" : LETTER.test(joined) ? "other" : "";
  // Only after another word: a lone "I" is an initial.
  const generation = tokens.length > 1 ? (tokens.find((token) => GENERATIONS.has(token)) ?? "") : "";
  return { script, generation };
}

/**
 * How two names' traits settle their comparison before the letters are looked at: "missing" when
 * they are written in different scripts (张伟 and Zhang Wei cannot be compared letter by letter, which
 * is no evidence either way), "different" when both carry another generation word, else null.
 */
export function compareNameTraits(x: NameTraits, y: NameTraits): "missing" | "different" | null {
  if (x.script !== "" && y.script !== "" && x.script !== y.script) return "missing";
  if (x.generation !== "" && y.generation !== "" && x.generation !== y.generation) return "different";
  return null;
}
