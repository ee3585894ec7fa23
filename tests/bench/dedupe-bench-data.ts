import { createWriteStream } from "node:fs";
import { type CsvCell, formatCsvRow } from "../../core/export/csv";
import { createRandom, type Random } from "../fixtures/dedupe/generate-corpus";

const NAMES = ["Jan", "Piet", "Anna", "Sanne", "Daan", "Emma", "Kees", "Fleur", "Mehmet", "Wei"];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Delft", "Gouda", "Zwolle", "Breda", "Leiden"];

export interface RepeatingCsv {
  readonly random: Random;
  readonly delimiter: "," | ";";
  readonly newline: "\n" | "\r\n";
  readonly headers: readonly string[];
  /** The cells of the i-th row that is not a repeat. */
  readonly freshRow: (index: number) => readonly CsvCell[];
}

/**
 * Writes `rows` records of which about 20 % repeat one of the last few thousand records exactly,
 * in batches (no whole file in memory). Returns the number of repeats.
 */
export async function writeRepeatingCsv(path: string, rows: number, file: RepeatingCsv): Promise<number> {
  const { random, newline } = file;
  const stream = createWriteStream(path);
  const options = { delimiter: file.delimiter, bom: false, keepFormulas: true } as const;
  const recent: string[] = [];
  let batch: string[] = [formatCsvRow(file.headers, options)];
  let repeats = 0;
  for (let i = 0; i < rows; i++) {
    let line: string;
    if (recent.length > 100 && random() < 0.2) {
      line = recent[Math.floor(random() * recent.length)] ?? "";
      repeats++;
    } else {
      line = formatCsvRow(file.freshRow(i), options);
      if (recent.length < 5000) recent.push(line);
      else recent[Math.floor(random() * recent.length)] = line;
    }
    batch.push(line);
    if (batch.length >= 10000) {
      if (!stream.write(`${batch.join(newline)}${newline}`))
        await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
      batch = [];
    }
  }
  stream.end(batch.length > 0 ? `${batch.join(newline)}${newline}` : "");
  await new Promise<void>((resolve) => stream.once("finish", () => resolve()));
  return repeats;
}

/** Writes an 8-column CSV where about 20 % of the rows repeat an earlier row exactly. */
export function writeBenchCsv(path: string, rows: number): Promise<number> {
  const random = createRandom(42);
  return writeRepeatingCsv(path, rows, {
    random,
    delimiter: ",",
    newline: "\n",
    headers: ["id", "name", "email", "phone", "street", "postcode", "city", "amount"],
    freshRow: (i) => [
      `K${i}`,
      `${NAMES[i % NAMES.length]} ${String(Math.floor(random() * 1e6))}`,
      `user${i}@example.nl`,
      `06${String(Math.floor(random() * 1e8)).padStart(8, "0")}`,
      `Kerkstraat ${1 + (i % 300)}`,
      `${1000 + (i % 9000)} AB`,
      CITIES[i % CITIES.length] ?? "",
      `${Math.floor(random() * 100000)},${String(Math.floor(random() * 100)).padStart(2, "0")}`,
    ],
  });
}
