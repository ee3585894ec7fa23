import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GroundTruth } from "./extract-ground-truth";

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "invoices");

export interface CorpusEntry {
  readonly truth: GroundTruth;
  readonly pdf: Uint8Array;
}

export async function loadCorpus(): Promise<CorpusEntry[]> {
  const names = (await readdir(join(CORPUS_DIR, "truth"))).filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => {
      const truth = JSON.parse(await readFile(join(CORPUS_DIR, "truth", name), "utf8")) as GroundTruth;
      const pdf = new Uint8Array(await readFile(join(CORPUS_DIR, "pdf", `${truth.id}.pdf`)));
      return { truth, pdf };
    }),
  );
}
