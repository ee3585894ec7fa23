/**
 * Month names, the forms dates use (Finnish partitive "marraskuuta", Polish genitive "listopada") and
 * common abbreviations in Spanish, Italian, Portuguese, Danish, Norwegian, Swedish, Finnish and
 * Polish, lower-case without dots. Names shared with dates.ts ("april", "november") are left out.
 */
const NAMES: readonly (readonly string[])[] = [
  [
    "enero",
    "ene",
    "gennaio",
    "gen",
    "janeiro",
    "tammikuu",
    "tammikuuta",
    "tammik",
    "styczeń",
    "stycznia",
    "sty",
  ],
  ["febrero", "febbraio", "fevereiro", "helmikuu", "helmikuuta", "helmik", "luty", "lutego", "lut"],
  ["marzo", "março", "marco", "marts", "maaliskuu", "maaliskuuta", "maalisk", "marzec", "marca"],
  ["abril", "abr", "aprile", "huhtikuu", "huhtikuuta", "huhtik", "kwiecień", "kwietnia", "kwi"],
  ["mayo", "maggio", "mag", "maio", "maj", "toukokuu", "toukokuuta", "toukok", "maja"],
  ["junio", "giugno", "giu", "junho", "kesäkuu", "kesäkuuta", "kesäk", "czerwiec", "czerwca", "cze"],
  ["julio", "luglio", "lug", "julho", "heinäkuu", "heinäkuuta", "heinäk", "lipiec", "lipca", "lip"],
  ["agosto", "ago", "augusti", "elokuu", "elokuuta", "elok", "sierpień", "sierpnia", "sie"],
  [
    "septiembre",
    "setiembre",
    "settembre",
    "set",
    "setembro",
    "syyskuu",
    "syyskuuta",
    "syysk",
    "wrzesień",
    "września",
    "wrz",
  ],
  [
    "octubre",
    "ottobre",
    "ott",
    "outubro",
    "out",
    "lokakuu",
    "lokakuuta",
    "lokak",
    "październik",
    "października",
    "paź",
  ],
  ["noviembre", "novembro", "marraskuu", "marraskuuta", "marrask", "listopad", "listopada", "lis"],
  [
    "diciembre",
    "dic",
    "dicembre",
    "dezembro",
    "desember",
    "des",
    "joulukuu",
    "joulukuuta",
    "jouluk",
    "grudzień",
    "grudnia",
    "gru",
  ],
];

export const MORE_LANGUAGE_MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  NAMES.flatMap((names, index) => names.map((name) => [name, index + 1])),
);
