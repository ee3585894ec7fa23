/**
 * Mixed-script detection in the spirit of Unicode TS #39's "highly restrictive" level: one string
 * part (an e-mail's local part, or one domain label) may use one script, plus Common/Inherited
 * characters (digits, punctuation, combining marks), or one of the CJK combinations people write.
 * "pаypal" with a Cyrillic "а" mixes Latin and Cyrillic and is refused.
 */
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Cherokee",
  "Khmer",
  "Mongolian",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
] as const;

const SCRIPT_PATTERNS = SCRIPTS.map((script) => ({
  script,
  pattern: new RegExp(`\\p{Script=${script}}`, "u"),
}));
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

// Scripts that are written together (UTS 39 "highly restrictive"): Japanese, Chinese, Korean.
const ALLOWED_COMBINATIONS: readonly (readonly string[])[] = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

function scriptOf(char: string): string | null {
  if (NEUTRAL.test(char)) return null;
  return SCRIPT_PATTERNS.find(({ pattern }) => pattern.test(char))?.script ?? `Other:${char}`;
}

/** True when `part` mixes scripts that are not written together (a look-alike risk). */
export function mixesScripts(part: string): boolean {
  const scripts = new Set<string>();
  for (const char of part) {
    const script = scriptOf(char);
    if (script) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_COMBINATIONS.some((allowed) => [...scripts].every((script) => allowed.includes(script)));
}
