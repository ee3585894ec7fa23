import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEInvoice } from "../../../../core/invoice/extraction/einvoice/read-einvoice";
import { EINVOICE_DIR, hasOfficialMaterial } from "../../../bench/einvoice-agreement";
import { CORPUS_INVOICES, hasCorpus, measureCorpus } from "../../../bench/einvoice-corpus";

const corpus = hasCorpus();
if (!corpus) console.log(`Skipping the hybrid PDF corpus test: ${CORPUS_INVOICES} is absent.`);
const official = hasOfficialMaterial();
if (!official) console.log("Skipping the official examples read test: ../shared/einvoice is absent.");

describe.skipIf(!corpus)("hybrid PDFs (Factur-X, ZUGFeRD 1 and 2) read their embedded XML exactly", () => {
  it("reads every document and every headline field as the XML states it", async () => {
    const report = await measureCorpus();
    expect(report.unread).toEqual([]);
    expect(report.documents).toBeGreaterThanOrEqual(100);
    // BT-112 (grandTotal) and BT-115 (amountDue) differ in a third of these; both must be right.
    expect(report.mismatches).toEqual([]);
  }, 180_000);
});

describe.skipIf(!official)("the official example invoices", () => {
  it("all read without error, UBL and CII alike", () => {
    const folders = [
      "examples/ubl",
      "examples/cii",
      "examples/testfiles",
      "examples/peppol",
      "examples/si-ubl",
    ];
    const failures: string[] = [];
    let read = 0;
    for (const folder of folders) {
      for (const file of readdirSync(join(EINVOICE_DIR, "tests", folder))) {
        const result = readEInvoice(readFileSync(join(EINVOICE_DIR, "tests", folder, file), "utf8"));
        if (result.ok) read++;
        else failures.push(`${folder}/${file}: ${result.error}`);
      }
    }
    expect(failures).toEqual([]);
    expect(read).toBeGreaterThanOrEqual(160);
  }, 60_000);
});
