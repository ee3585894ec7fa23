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

/**
 * English street types, written after the street's name ("Main St", "Adela Ln", "Poppy Hills Dr").
 * Before a name the same letters are Dutch titles ("St. Annastraat", "Dr. Lelylaan"), so these apply
 * only to a word that follows another word.
 */
const STREET_TYPES: Readonly<Record<string, string>> = {
  st: "street",
  str: "street",
  ave: "avenue",
  av: "avenue",
  rd: "road",
  dr: "drive",
  ln: "lane",
  blvd: "boulevard",
  pl: "place",
  ct: "court",
  hwy: "highway",
  pkwy: "parkway",
  sq: "square",
};

/**
 * `Kerkstr. 12` → `Kerkstraat 12`, `Burg. de Withstr` → `burgemeester de Withstraat`, `1515 Adela Ln` →
 * `1515 Adela lane`.
 */
export function expandAddressAbbreviations(value: string): string {
  let text = value;
  for (const [pattern, replacement] of SUFFIXES) text = text.replace(pattern, replacement);
  const words = text.split(/\s+/);
  return words
    .map((word, index) => {
      const bare = word.toLowerCase().replace(/[.,]+$/, "");
      const comma = word.endsWith(",") ? "," : "";
      const previous = words[index - 1] ?? "";
      const afterName =
        index > 0 && /\p{L}$/u.test(previous) && !WORDS[previous.toLowerCase().replace(/\.$/, "")];
      const street = afterName ? STREET_TYPES[bare] : undefined;
      if (street) return street + comma;
      const expanded = WORDS[bare];
      return expanded ? expanded + comma : word;
    })
    .join(" ")
    .replace(/(\d)\s*-\s*(\w)/g, "$1$2")
    .replace(/(\p{L})(\d)/giu, "$1 $2")
    .trim();
}
