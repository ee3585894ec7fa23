import { access, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sharedCorpusDir } from "./corpus-dir";

/** The shared corpus of real e-invoice PDFs, found beside the project as CI has it (never copied in). */
export const REAL_CORPUS_DIR = sharedCorpusDir("invoices");

/** The expected values of one corpus invoice, from its embedded XML (see the corpus README). */
export interface RealTruth {
  readonly invoiceNumber: string | null;
  readonly issueDate: string | null;
  readonly dueDate: string | null;
  readonly currency: string | null;
  readonly sellerName: string | null;
  readonly sellerVatId: string | null;
  readonly sellerIban: string | null;
  readonly buyerName: string | null;
  readonly buyerVatId: string | null;
  readonly netTotal: string | null;
  readonly vatTotal: string | null;
  readonly grandTotal: string | null;
  readonly amountDue: string | null;
  readonly vatBreakdown: ReadonlyArray<{ readonly rate: string | null; readonly amount: string | null }>;
  readonly lines: ReadonlyArray<{
    readonly description: string | null;
    readonly quantity: string | null;
    readonly netAmount: string | null;
  }>;
  readonly documentType: string | null;
}

export interface RealCorpusEntry {
  readonly name: string;
  /** The producer: the corpus file name's prefix before "__" (repository folder). */
  readonly producer: string;
  readonly truth: RealTruth;
  readonly textOnlyPath: string;
  readonly originalPath: string;
}

export async function realCorpusExists(): Promise<boolean> {
  return access(REAL_CORPUS_DIR).then(
    () => true,
    () => false,
  );
}

export async function listRealCorpus(): Promise<RealCorpusEntry[]> {
  const names = (await readdir(REAL_CORPUS_DIR))
    .filter((name) => name.endsWith(".truth.json"))
    .map((name) => name.slice(0, -".truth.json".length))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      producer: name.split("__")[0] ?? name,
      truth: JSON.parse(await readFile(join(REAL_CORPUS_DIR, `${name}.truth.json`), "utf8")) as RealTruth,
      textOnlyPath: join(REAL_CORPUS_DIR, `${name}.text-only.pdf`),
      originalPath: join(REAL_CORPUS_DIR, `${name}.pdf`),
    })),
  );
}

export async function readCorpusFile(path: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(path));
}
