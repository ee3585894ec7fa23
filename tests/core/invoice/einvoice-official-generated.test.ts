import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import { readPdf } from "../../../core/invoice/extraction/pdf/read-pdf";
import { renderFacturXPdf } from "../../../core/invoice/facturx/render-facturx-pdf";
import { writeCii } from "../../../core/invoice/facturx/write-cii";
import { assessIssueReadiness } from "../../../core/invoice/issue-readiness";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { hasOfficialValidator, validateOfficially } from "../../support/official-validator";
import { generatedInvoiceSet } from "./einvoice-sample-set";
import { loadFontAssets } from "./font-assets";
import { sampleInvoice } from "./sample-invoices";

/**
 * Every invoice the generator can issue, written as Peppol BIS 3.0 and as SI-UBL 2.0, passes the
 * official rules (EN 16931 + Peppol, EN 16931 + SI-UBL) with 0 fatal. Needs ../shared/einvoice and
 * the devDependencies saxon-js and xslt3; the first run compiles the rules (~1 min), later runs reuse them.
 */
const present = hasOfficialValidator();
if (!present)
  console.log("Skipping the official validation of generated invoices: ../shared/einvoice is absent.");

const SET = generatedInvoiceSet();

describe.skipIf(!present)("generated e-invoices under the official rules", () => {
  it("has at least 30 invoices covering every VAT treatment, allowances, prepayment, credit notes, currencies", () => {
    expect(SET.length).toBeGreaterThanOrEqual(30);
    const invoices = SET.map((sample) => sample.invoice);
    const categories = new Set(invoices.flatMap((invoice) => invoice.lines.map((line) => line.vatCategory)));
    expect([...categories].sort()).toEqual(["AE", "E", "G", "K", "S", "Z"]);
    expect(invoices.some((invoice) => invoice.kind === "credit-note")).toBe(true);
    expect(invoices.some((invoice) => (invoice.prepaidAmount ?? "") !== "")).toBe(true);
    expect(invoices.some((invoice) => invoice.allowanceCharges?.some((item) => item.charge))).toBe(true);
    expect(invoices.some((invoice) => invoice.allowanceCharges?.some((item) => !item.charge))).toBe(true);
    expect(new Set(invoices.map((invoice) => invoice.currency)).size).toBeGreaterThanOrEqual(3);
  });

  for (const profile of ["peppol", "nlcius"] as const) {
    it(`passes ${profile === "peppol" ? "EN 16931 + Peppol BIS 3.0" : "EN 16931 + SI-UBL 2.0"} with 0 fatal, and our validator agrees`, () => {
      const failures: string[] = [];
      for (const { name, invoice } of SET) {
        const xml = writeUbl(invoice, { profile });
        const official = validateOfficially(xml, ["en", profile === "peppol" ? "peppol" : "si-ubl"]);
        for (const fatal of official.fatal) failures.push(`${name}: ${fatal}`);
        const ours = validateEInvoice(xml);
        if (!ours.ok || !ours.value.passed) failures.push(`${name}: our validator rejects it`);
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it("writes Factur-X CII that passes EN 16931 CII with 0 fatal, and our validator agrees", () => {
    const failures: string[] = [];
    for (const { name, invoice } of SET) {
      const xml = writeCii(invoice);
      for (const fatal of validateOfficially(xml, ["en"]).fatal) failures.push(`${name}: ${fatal}`);
      const ours = validateEInvoice(xml);
      if (!ours.ok || !ours.value.passed || ours.value.syntax !== "cii")
        failures.push(`${name}: our validator rejects it`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("the XML inside a generated Factur-X PDF passes the official CII rules", async () => {
    const { invoice } = SET.find((sample) => sample.name === "allowance-and-charge-mixed-rates") ?? {};
    if (!invoice) throw new Error("sample missing");
    const read = await readPdf(await renderFacturXPdf(invoice, { ...loadFontAssets(), logo: null }));
    if (!read.ok) throw new Error(read.error);
    const xml = new TextDecoder().decode(read.value.attachments[0]?.content);
    expect(xml).toContain("urn:cen.eu:en16931:2017");
    expect(validateOfficially(xml, ["en"]).fatal).toEqual([]);
  }, 120_000);

  it("writes no e-mail endpoint: a buyer known only by e-mail is reported before issuing", () => {
    const emailOnly = sampleInvoice({
      customer: {
        ...sampleInvoice().customer,
        kvk: "",
        vatNumber: "",
        address: { ...sampleInvoice().customer.address },
      },
    });
    const xml = writeUbl(emailOnly, { profile: "peppol" });
    expect(xml).not.toContain('schemeID="EM"');
    const readiness = assessIssueReadiness(emailOnly, "peppol");
    expect(readiness.missingPeppolAddress).toEqual(["customer"]);
    expect(readiness.ublReady).toBe(false);
    expect(readiness.einvoice.map((finding) => finding.id)).toContain("PEPPOL-EN16931-R010");
    expect(validateOfficially(xml, ["en", "peppol"]).fatal.join(" ")).toContain("PEPPOL-EN16931-R010");
  }, 120_000);
});
