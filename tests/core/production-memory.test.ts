import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const MB = 1024 * 1024;
/**
 * A deployed Worker has 128 MB for everything; the bundle, pdf.js and the runtime take their share,
 * so a path may hold its input plus at most this much (docs/decisions/210).
 */
const PATH_BUDGET_BYTES = 96 * MB;

interface PeakReport {
  readonly inputBytes: number;
  readonly peakGrowthBytes: number;
  readonly result: string;
}

/** Runs one path with its largest input in a fresh Node process under a 128 MB heap limit. */
async function measure(path: string): Promise<PeakReport> {
  const { stdout } = await run(
    process.execPath,
    ["--max-old-space-size=128", "--import", "tsx", "tests/support/memory/peak-memory-run.ts", path],
    { maxBuffer: 4 * MB, timeout: 300_000 },
  );
  return JSON.parse(stdout) as PeakReport;
}

describe("each upload path fits a Worker's 128 MB with its largest accepted input (issue 27 item 8)", () => {
  it("a PDF decompression bomb is refused without inflating more than pieces of it at a time", async () => {
    const report = await measure("invoice-pdf-bomb");
    expect(report.result).toContain("over_budget");
    expect(report.peakGrowthBytes).toBeLessThan(PATH_BUDGET_BYTES);
  });

  const accepted = [
    "invoice-pdf",
    "invoice-pdf-text",
    "invoice-image",
    "invoice-ubl",
    "email",
    "peppol-inbound",
    "peppol-inbound-readable",
    "bank-mt940",
    "bank-camt",
    "bank-export",
    "ubl-export-zip",
  ];
  for (const path of accepted)
    it(`${path}: the largest accepted input`, async () => {
      const report = await measure(path);
      expect(report.result).toContain('"ok":true');
      expect(report.inputBytes + report.peakGrowthBytes).toBeLessThan(PATH_BUDGET_BYTES);
    });

  it("a bank file of the largest size with far more transactions than a save takes is refused after parsing", async () => {
    const report = await measure("bank-mt940-crowded");
    expect(report.result).toContain("too_many_transactions");
    expect(report.inputBytes + report.peakGrowthBytes).toBeLessThan(PATH_BUDGET_BYTES);
  });
});
