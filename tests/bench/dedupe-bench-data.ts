import { createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import type { ByteSource } from "../../core/dedupe/import/byte-source";
import { formatCsvRow } from "../../core/export/csv";
import { createRandom } from "../fixtures/dedupe/generate-corpus";

const NAMES = ["Jan", "Piet", "Anna", "Sanne", "Daan", "Emma", "Kees", "Fleur", "Mehmet", "Wei"];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Delft", "Gouda", "Zwolle", "Breda", "Leiden"];

/** Writes an 8-column CSV where about 20 % of the rows repeat an earlier row exactly. */
export async function writeBenchCsv(path: string, rows: number): Promise<number> {
  const random = createRandom(42);
  const stream = createWriteStream(path);
  const options = { delimiter: ",", bom: false, keepFormulas: true } as const;
  const recent: string[] = [];
  let batch: string[] = [
    formatCsvRow(["id", "name", "email", "phone", "street", "postcode", "city", "amount"], options),
  ];
  let duplicates = 0;
  for (let i = 0; i < rows; i++) {
    let line: string;
    if (recent.length > 100 && random() < 0.2) {
      line = recent[Math.floor(random() * recent.length)] ?? "";
      duplicates++;
    } else {
      const name = `${NAMES[i % NAMES.length]} ${String(Math.floor(random() * 1e6))}`;
      line = formatCsvRow(
        [
          `K${i}`,
          name,
          `user${i}@example.nl`,
          `06${String(Math.floor(random() * 1e8)).padStart(8, "0")}`,
          `Kerkstraat ${1 + (i % 300)}`,
          `${1000 + (i % 9000)} AB`,
          CITIES[i % CITIES.length] ?? "",
          `${Math.floor(random() * 100000)},${String(Math.floor(random() * 100)).padStart(2, "0")}`,
        ],
        options,
      );
      if (recent.length < 5000) recent.push(line);
      else recent[Math.floor(random() * recent.length)] = line;
    }
    batch.push(line);
    if (batch.length >= 10000) {
      if (!stream.write(`${batch.join("\n")}\n`))
        await new Promise<void>((resolve) => stream.once("drain", () => resolve()));
      batch = [];
    }
  }
  stream.end(batch.length > 0 ? `${batch.join("\n")}\n` : "");
  await new Promise<void>((resolve) => stream.once("finish", () => resolve()));
  return duplicates;
}

/** A Node file as the same ByteSource the browser gets from a File. */
export async function openFileSource(
  path: string,
): Promise<{ source: ByteSource; close: () => Promise<void> }> {
  const handle = await open(path, "r");
  const { size } = await handle.stat();
  return {
    source: {
      size,
      read: async (offset, length) => {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, offset);
        return buffer.subarray(0, bytesRead);
      },
    },
    close: () => handle.close(),
  };
}
