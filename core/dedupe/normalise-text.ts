const COMBINING_MARKS = /\p{M}/gu;
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  ø: "o",
  Ø: "O",
  œ: "oe",
  Œ: "OE",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
};
const SPECIAL_LETTER_PATTERN = /[ßæÆøØœŒłŁđĐı]/g;
/** Word joiners become spaces ("Jan-Piet" = "Jan Piet"); other punctuation and symbols disappear. */
const JOINERS = /[-‐‑‒–—/\\_]/g;
const PUNCTUATION = /[\p{P}\p{S}]/gu;
const SPACES = /\s+/g;
const NON_ASCII = /[^\x20-\x7e]/;

export function removeAccents(value: string): string {
  if (!NON_ASCII.test(value)) return value;
  return value
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(SPECIAL_LETTER_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize("NFC");
}

/** Letters, digits and white space only: neither a joiner nor punctuation, nothing to remove. */
const PLAIN = /^[A-Za-z0-9\s]*$/;

export function removePunctuation(value: string): string {
  if (PLAIN.test(value)) return value;
  return value.replace(JOINERS, " ").replace(PUNCTUATION, "");
}

export function collapseSpaces(value: string): string {
  return value.replace(SPACES, " ");
}
