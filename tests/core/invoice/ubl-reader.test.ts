import { describe, expect, it } from "vitest";
import { validateEInvoice } from "../../../core/invoice/einvoice/validate";
import { readUbl } from "../../../core/invoice/ubl/read-ubl";
import { writeUbl } from "../../../core/invoice/ubl/write-ubl";
import { decodeXmlEntities, MAX_XML_BYTES, parseXml } from "../../../core/invoice/ubl/xml-reader";
import { sampleInvoice } from "./sample-invoices";

describe("UBL reader: bad and hostile input", () => {
  it.each([
    ["a DOCTYPE", '<?xml version="1.0"?><!DOCTYPE Invoice SYSTEM "file:///etc/passwd"><Invoice/>', "DOCTYPE"],
    [
      "a billion laughs",
      '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Invoice>&lol2;</Invoice>',
      "DOCTYPE",
    ],
    ["a lower-case doctype", "<!doctype x><Invoice/>", "DOCTYPE"],
    ["malformed XML", "<Invoice><cbc:ID>1</Invoice>", "well-formed"],
    ["not XML at all", "%PDF-1.7 binary", "well-formed"],
    ["an empty file", "", "well-formed"],
    [
      "another root element",
      '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>',
      "not a UBL",
    ],
    ["an Invoice in the wrong namespace", '<Invoice xmlns="urn:example"/>', "not a UBL"],
  ])("refuses %s", (_, xml, message) => {
    const result = readUbl(xml);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
    expect(validateEInvoice(xml).ok).toBe(false);
  });

  it("refuses oversized files and absurd nesting", () => {
    expect(parseXml(" ".repeat(MAX_XML_BYTES + 1)).ok).toBe(false);
    const deep = `${"<a>".repeat(500)}${"</a>".repeat(500)}`;
    expect(parseXml(deep).ok).toBe(false);
  });

  it("decodes predefined entities and character references exactly once", () => {
    expect(decodeXmlEntities("&amp;lt; &lt; &#233; &#x20AC; &unknown; &#0;")).toBe(
      "&lt; < é € &unknown; &#0;",
    );
  });

  it("reads a document whose prefixes differ from ours", () => {
    const xml = writeUbl(sampleInvoice(), { profile: "nlcius" })
      .replaceAll("cbc:", "b:")
      .replaceAll("xmlns:cbc=", "xmlns:b=")
      .replaceAll("cac:", "a:")
      .replaceAll("xmlns:cac=", "xmlns:a=");
    const parsed = readUbl(xml);
    expect(parsed.ok && parsed.value.invoice.number).toBe("2025-0042");
    expect(parsed.ok && parsed.value.invoice.lines).toHaveLength(3);
  });

  it("tolerates missing parts of a foreign invoice and lets the validator report them", () => {
    const xml =
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>9</cbc:ID></Invoice>';
    const parsed = readUbl(xml);
    expect(parsed.ok && parsed.value.invoice.lines).toEqual([]);
    const report = validateEInvoice(xml);
    expect(report.ok && report.value.passed).toBe(false);
    expect(report.ok && report.value.findings.map((finding) => finding.id)).toEqual(
      expect.arrayContaining(["BR-01", "BR-03", "BR-06", "BR-16", "BR-CO-18"]),
    );
  });
});
