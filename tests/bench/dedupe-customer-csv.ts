import {
  CORPUS_HEADERS,
  createRandom,
  generateCorpus,
  type Random,
} from "../fixtures/dedupe/generate-corpus";
import { writeRepeatingCsv } from "./dedupe-bench-data";

export const CUSTOMER_HEADERS = [...CORPUS_HEADERS.slice(0, 6), "Klant sinds", "Omzet"];

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** "14-03-2019", as Dutch Excel writes a date in a CSV. */
function customerSince(random: Random): string {
  const day = 1 + Math.floor(random() * 28);
  const month = 1 + Math.floor(random() * 12);
  return `${twoDigits(day)}-${twoDigits(month)}-${2005 + Math.floor(random() * 20)}`;
}

/** "1.234,56" or "87,50": Dutch thousands dots and decimal comma. */
function turnover(random: Random): string {
  const euros = Math.floor(random() ** 3 * 250_000);
  const whole =
    euros >= 1000 ? `${Math.floor(euros / 1000)}.${String(euros % 1000).padStart(3, "0")}` : String(euros);
  return `${whole},${twoDigits(Math.floor(random() * 100))}`;
}

/**
 * A customer list as a Dutch business exports it from its CRM or Excel: semicolons, CRLF line ends,
 * accented names, phone numbers written six ways, "Jansen, Piet" and street names that need quotes,
 * dates and decimal-comma amounts; the generated corpus's near duplicates (case, spacing, typos) plus
 * about 20 % rows repeated exactly. The kind of file; the bench file (dedupe-bench-data.ts)
 * is plain ASCII without quotes. Returns the number of exact repeats.
 */
export function writeCustomerCsv(path: string, rows: number): Promise<number> {
  const random = createRandom(29);
  // The corpus makes about 1.74 rows per entity; 80 % of the rows come from it.
  const people = generateCorpus(29, Math.ceil((rows * 0.8) / 1.6));
  let next = 0;
  return writeRepeatingCsv(path, rows, {
    random,
    delimiter: ";",
    newline: "\r\n",
    headers: CUSTOMER_HEADERS,
    freshRow: () => {
      const [name, email, phone, address, postcode, city] = people[next++ % people.length] ?? [];
      return [name, email, phone, address, postcode, city, customerSince(random), turnover(random)];
    },
  });
}
