import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CleanedScan } from "../../../core/invoice/extraction/scan-clean";
import type { RgbaImage } from "../../../core/invoice/extraction/scan-preprocess";

/** The preparation steps a pipeline runs: today's from git or the working tree's. */
export interface PreparationCode {
  readonly medianFilterGrey: (image: RgbaImage) => void;
  readonly cleanScan: (image: RgbaImage) => CleanedScan;
  readonly scanUpscaleFactor: (width: number, height: number) => number;
}

/**
 * The scan preparation as it was at `revision` (e.g. `main`), written out of git into a temporary
 * folder and imported: the speed bench runs it beside the working tree's in one process, so a busy
 * machine slows both alike and their ratio holds.
 */
export async function importPreparationAt(revision: string): Promise<PreparationCode> {
  const folder = join(tmpdir(), `factuurkit-baseline-${revision.replace(/[^\w.-]/g, "_")}`);
  mkdirSync(folder, { recursive: true });
  for (const file of ["scan-preprocess.ts", "scan-clean.ts"]) {
    const source = execFileSync("git", ["show", `${revision}:core/invoice/extraction/${file}`]);
    writeFileSync(join(folder, file), source);
  }
  const preprocess = await import(join(folder, "scan-preprocess.ts"));
  const clean = await import(join(folder, "scan-clean.ts"));
  return {
    medianFilterGrey: preprocess.medianFilterGrey,
    cleanScan: clean.cleanScan,
    scanUpscaleFactor: preprocess.scanUpscaleFactor,
  };
}
