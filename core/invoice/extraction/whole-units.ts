/** A number word that ends in a decimal mark and a dash: "2.500,-", "500:-", "1'500.-". */
const WHOLE_UNITS = /^(\d(?:[\d.,'’\u00a0\u202f]*\d)?)([,:.])-$/;

/**
 * Danish, Norwegian and Swedish invoices (and Swiss ones) print whole amounts with a dash for the
 * øre/öre/Rappen: "kr. 2.500,-", "12 500:-", "Fr. 1'500.-". Written out as ",00" (".00" after a
 * dot) the word reads as any other amount; a trailing dash after decimals ("121,00-") stays a minus.
 */
export function writeOutWholeUnits(word: string): string {
  const match = WHOLE_UNITS.exec(word);
  if (!match?.[1] || !match[2]) return word;
  return `${match[1]}${match[2] === "." ? "." : ","}00`;
}
