import { describe, expect, it } from "vitest";
import { formatAgreement, hasOfficialMaterial, measureAgreement } from "../../bench/einvoice-agreement";

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
});
