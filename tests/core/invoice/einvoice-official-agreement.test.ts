import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import {
  EINVOICE_DIR,
  formatAgreement,
  hasOfficialMaterial,
  measureAgreement,
} from "../../bench/einvoice-agreement";

/**
 * Our validator against the official EN 16931 test cases (../shared/einvoice): every targeted rule
 * of a unit case must get the official outcome, every example the official verdict.
 */
const present = hasOfficialMaterial();
if (!present) console.log("Skipping the official e-invoice agreement test: ../shared/einvoice is absent.");

describe.skipIf(!present)("agreement with the official EN 16931 rules", () => {
  it("agrees on at least 99 % of the UBL unit cases and 98 % of the UBL examples", () => {
    const report = measureAgreement("ubl");
    console.log(formatAgreement("ubl", report));
    expect(report.unit.total).toBeGreaterThan(1000);
    expect(report.unit.agree / report.unit.total).toBeGreaterThanOrEqual(0.99);
    expect(report.examples.agree / report.examples.total).toBeGreaterThanOrEqual(0.98);
  });

  it("agrees on the CII unit cases and examples (Factur-X, ZUGFeRD, XRechnung CII)", () => {
    const report = measureAgreement("cii");
    console.log(formatAgreement("cii", report));
    expect(report.examples.total).toBeGreaterThanOrEqual(15);
    expect(report.unit.agree / report.unit.total).toBeGreaterThanOrEqual(0.99);
    expect(report.examples.agree / report.examples.total).toBeGreaterThanOrEqual(0.98);
  });

  it("rejects an official CII example whose grand total no longer adds up", () => {
    const xml = readFileSync(join(EINVOICE_DIR, "tests/examples/cii/CII_example1.xml"), "utf8");
    const broken = xml.replace(
      /(<ram:GrandTotalAmount>)([\d.]+)/,
      (_, tag: string, amount: string) => `${tag}${Number(amount) + 10}`,
    );
    const result = validateEInvoice(broken);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.syntax).toBe("cii");
    expect(result.value.passed).toBe(false);
    expect(result.value.findings.map((finding) => finding.id)).toContain("BR-CO-15");
  });
});
