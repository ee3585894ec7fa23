/**
 * Dutch street-type abbreviations as people type them in address columns. Applied after
 * normalisation (usually lower-case), to whole words and to word endings ("kerkstr." → "kerkstraat").
 */
const SUFFIXES: ReadonlyArray<readonly [RegExp, string]> = [
  [/(\p{L})str\.?(?=\s|\d|$)/giu, "$1straat"],
  [/(\p{L})ln\.?(?=\s|\d|$)/giu, "$1laan"],
  [/(\p{L})pln\.?(?=\s|\d|$)/giu, "$1plein"],
  [/(\p{L})gr\.?(?=\s|\d|$)/giu, "$1gracht"],
  [/(\p{L})kd\.?(?=\s|\d|$)/giu, "$1kade"],
  [/(\p{L})sngl\.?(?=\s|\d|$)/giu, "$1singel"],
];

const WORDS: Readonly<Record<string, string>> = {
  str: "straat",
  ln: "laan",
  pl: "plein",
  pln: "plein",
  gr: "gracht",
  kd: "kade",
  sngl: "singel",
  wg: "weg",
  st: "sint",
  burg: "burgemeester",
  mr: "meester",
  dr: "dokter",
  prof: "professor",
  v: "van",
  hk: "hoek",
};

/** `Kerkstr. 12` → `Kerkstraat 12`, `Burg. de Withstr` → `burgemeester de Withstraat`. */
export function expandAddressAbbreviations(value: string): string {
  let text = value;
  for (const [pattern, replacement] of SUFFIXES) text = text.replace(pattern, replacement);
  return text
    .split(/\s+/)
    .map((word) => {
      const bare = word.toLowerCase().replace(/\.$/, "");
      return WORDS[bare] ?? word;
    })
    .join(" ")
    .replace(/(\d)\s*-\s*(\w)/g, "$1$2")
    .replace(/(\p{L})(\d)/giu, "$1 $2")
    .trim();
}
