import { describe, expect, it } from "vitest";
import { readEInvoice } from "../../../../core/invoice/extraction/einvoice/read-einvoice";
import { assessPurchaseExport, isReadyFor } from "../../../../core/invoice/purchase/export-readiness";
import { mapPurchaseToInvoice } from "../../../../core/invoice/purchase/purchase-to-ubl";
import { readUbl } from "../../../../core/invoice/ubl/read-ubl";
import { writeUbl } from "../../../../core/invoice/ubl/write-ubl";
import { fatalIds, GERMAN_VAT, germanFields, item, purchase, reviewed } from "./purchase-fixture";

function mapped(input: Parameters<typeof mapPurchaseToInvoice>[0]) {
  const result = mapPurchaseToInvoice(input);
  if (!result.ok) throw new Error(`not mapped: ${result.need}`);
  return result.invoice;
}

describe("a reviewed purchase invoice as the generator's invoice model", () => {
  it("makes seller the supplier as read, buyer the user's company, one line per VAT rate when no lines were read", () => {
    const invoice = mapped(purchase(germanFields(), GERMAN_VAT));
    expect(invoice.supplier).toMatchObject({
      name: "Lieferant GmbH",
      vatNumber: "DE123456789",
      iban: "DE02120300000000202051",
      address: { street: "Lieferantenstraße 20", postcode: "80333", city: "München", country: "DE" },
    });
    expect(invoice.customer.name).toBe("Voorbeeld Administratie B.V.");
    expect(invoice.lines.map((line) => [line.description, line.unitPrice, line.vatRate])).toEqual([
      ["Goods and services at 7% VAT", "275.00", "7"],
      ["Goods and services at 19% VAT", "198.00", "19"],
    ]);
  });

  it("keeps the lines as read when they add up per rate, with quantity × price where those make the amount", () => {
    const lines = [
      item("Trennblätter A4", 19800, "19", { quantity: "20", unitPriceCents: 990 }),
      item("Joghurt Banane", 27500, "7", { quantity: "50", unitPriceCents: 551 }),
    ];
    const invoice = mapped(purchase(germanFields(), GERMAN_VAT, lines));
    expect(invoice.lines.map((line) => [line.description, line.quantity, line.unitPrice])).toEqual([
      ["Trennblätter A4", "20", "9.90"],
      // 50 × 5.51 is 275.50, not the printed 275.00: the amount is kept, not the guessed price.
      ["Joghurt Banane", "1", "275.00"],
    ]);
  });

  it("falls back to one line per rate when the read lines do not add up to the breakdown", () => {
    const invoice = mapped(purchase(germanFields(), GERMAN_VAT, [item("Only one line read", 19800, "19")]));
    expect(invoice.lines).toHaveLength(2);
  });

  it("writes the totals and the VAT exactly as reviewed, even a VAT a cent off base × rate", () => {
    const fields = {
      ...germanFields(),
      subtotalCents: reviewed(1005),
      vatTotalCents: reviewed(212),
      totalCents: reviewed(1217),
    };
    const vat = [{ rate: "21", baseCents: 1005, vatCents: 212, confidence: 1, source: null }];
    const invoice = mapped(purchase(fields, vat, [], { buyerReference: "Inkoop" }));
    const xml = writeUbl(invoice, { profile: "peppol" });
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">2.12</cbc:TaxAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">12.17</cbc:PayableAmount>');
    expect(fatalIds(xml)).toEqual([]);
    const back = readEInvoice(xml);
    if (!back.ok) throw new Error(back.error);
    expect(back.value.fields.totalCents?.value).toBe(1217);
    expect(back.value.fields.vatTotalCents?.value).toBe(212);
  });

  it("writes a credit note read with negative amounts as a CreditNote with positive amounts", () => {
    const fields = {
      ...germanFields(),
      documentType: reviewed("credit-note" as const),
      subtotalCents: reviewed(-19800),
      vatTotalCents: reviewed(-3762),
      totalCents: reviewed(-23562),
    };
    const vat = [{ rate: "19", baseCents: -19800, vatCents: -3762, confidence: 1, source: null }];
    const invoice = mapped(purchase(fields, vat, [], { buyerReference: "Inkoop" }));
    expect(invoice.kind).toBe("credit-note");
    const xml = writeUbl(invoice, { profile: "nlcius" });
    expect(xml).toContain("<CreditNote");
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">235.62</cbc:PayableAmount>');
    expect(fatalIds(xml)).toEqual([]);
  });

  it("writes a prepaid amount when the amount due is less than the total", () => {
    const fields = { ...germanFields(), amountDueCents: reviewed(50000) };
    const invoice = mapped(purchase(fields, GERMAN_VAT, [], { buyerReference: "Inkoop" }));
    expect(invoice.prepaidAmount).toBe("29.87");
    expect(fatalIds(writeUbl(invoice, { profile: "peppol" }))).toEqual([]);
  });

  it("embeds the original file and the reader gets it back byte for byte", () => {
    const invoice = mapped(purchase(germanFields(), GERMAN_VAT, [], { buyerReference: "Inkoop" }));
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    const xml = writeUbl(invoice, { profile: "peppol", pdf: { filename: "original.pdf", bytes } });
    expect(xml).toContain('mimeCode="application/pdf" filename="original.pdf"');
    const read = readUbl(xml);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.pdf?.bytes).toEqual(bytes);
    expect(read.value.invoice.supplier.iban).toBe("DE02120300000000202051");
  });
});

describe("what the review asks before export", () => {
  it("asks the buyer reference with the rule's id and inputs, and nothing once it is answered", () => {
    const before = assessPurchaseExport(purchase(germanFields(), GERMAN_VAT));
    expect(before.questions.map((question) => question.id)).toEqual(["PEPPOL-EN16931-R003"]);
    // SI-UBL asks it only of a Dutch supplier (BR-NL-2); Peppol BIS of every one.
    expect(before.questions[0]?.profiles).toEqual(["peppol"]);
    expect(isReadyFor(before, "peppol")).toBe(false);
    expect(isReadyFor(before, "nlcius")).toBe(true);
    const after = assessPurchaseExport(purchase(germanFields(), GERMAN_VAT, [], { orderReference: "PO-7" }));
    expect(after.questions).toEqual([]);
    expect(isReadyFor(after, "nlcius") && isReadyFor(after, "peppol")).toBe(true);
  });

  it("asks the supplier's country when neither the address nor a VAT id says it, and never guesses it", () => {
    const fields = { ...germanFields(), supplierAddress: reviewed("Somewhere 1"), supplierVatId: undefined };
    delete fields.supplierVatId;
    const readiness = assessPurchaseExport(purchase(fields, GERMAN_VAT, [], { buyerReference: "x" }));
    const ids = readiness.questions.map((question) => question.id);
    expect(ids).toContain("BR-09");
    expect(readiness.questions.find((question) => question.id === "BR-09")?.inputs).toEqual([
      { kind: "answer", name: "supplierCountry" },
    ]);
    // Without a VAT id the seller also cannot be identified or addressed on Peppol: asked, not invented.
    expect(ids).toEqual(expect.arrayContaining(["BR-CO-26", "PEPPOL-EN16931-R020"]));
    expect(readiness.invoice?.supplier.address.country).toBe("");
  });

  it("asks a Dutch supplier's KvK number and address (SI-UBL) and says which forms they block", () => {
    const fields = {
      ...germanFields(),
      supplierName: reviewed("Bakkerij B.V."),
      supplierAddress: reviewed("Amsterdam"),
      supplierVatId: reviewed("NL123456782B01"),
    };
    const readiness = assessPurchaseExport(purchase(fields, GERMAN_VAT, [], { buyerReference: "x" }));
    const nl1 = readiness.questions.find((question) => question.id === "BR-NL-1");
    expect(nl1?.profiles).toEqual(["nlcius"]);
    expect(nl1?.inputs).toEqual([{ kind: "field", name: "supplierKvk" }]);
    expect(
      readiness.questions.find((question) => question.id === "BR-NL-3")?.inputs.map((input) => input.name),
    ).toEqual(["supplierStreet", "supplierPostcode", "supplierCity"]);
    // Peppol BIS asks the same of a Dutch supplier under its own ids.
    expect(readiness.questions.find((question) => question.id === "NL-R-003")?.profiles).toEqual(["peppol"]);
    expect(readiness.questions.find((question) => question.id === "NL-R-002")?.inputs).toHaveLength(3);
    expect(isReadyFor(readiness, "nlcius") || isReadyFor(readiness, "peppol")).toBe(false);
  });

  it("asks why no VAT is charged for a 0 % invoice, and the rate when VAT was read without a breakdown", () => {
    const zero = { ...germanFields(), vatTotalCents: reviewed(0), subtotalCents: reviewed(52987) };
    expect(assessPurchaseExport(purchase(zero, [])).questions.map((question) => question.id)).toEqual([
      "zero-rate-category",
    ]);
    const reverse = assessPurchaseExport(
      purchase(zero, [], [], { zeroRateCategory: "AE", buyerReference: "x" }),
    );
    expect(reverse.questions).toEqual([]);
    expect(writeUbl(reverse.invoice ?? ({} as never), { profile: "peppol" })).toContain(
      "<cbc:ID>AE</cbc:ID>",
    );
    expect(
      assessPurchaseExport(purchase(germanFields(), [])).questions.map((question) => question.id),
    ).toEqual(["vat-rate"]);
  });

  it("refuses totals that do not add up instead of writing other totals than reviewed", () => {
    const fields = { ...germanFields(), totalCents: reviewed(52999) };
    const readiness = assessPurchaseExport(purchase(fields, GERMAN_VAT));
    expect(readiness.invoice).toBeNull();
    expect(readiness.questions.map((question) => question.id)).toEqual(["totals"]);
    expect(readiness.questions[0]?.inputs.map((input) => input.name)).toEqual([
      "subtotalCents",
      "vatTotalCents",
      "totalCents",
    ]);
  });

  it("copes with hostile values: huge amounts, long texts, markup in names", () => {
    const fields = {
      ...germanFields(),
      supplierName: reviewed("<script>alert(1)</script> & Co"),
      invoiceNumber: reviewed("x".repeat(500)),
      subtotalCents: reviewed(9_000_000_000_000),
      vatTotalCents: reviewed(0),
      totalCents: reviewed(9_000_000_000_000),
    };
    const readiness = assessPurchaseExport(
      purchase(fields, [], [], { zeroRateCategory: "E", buyerReference: "]]><x/>" }),
    );
    const invoice = readiness.invoice;
    if (!invoice) throw new Error("not mapped");
    const xml = writeUbl(invoice, { profile: "peppol" });
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co");
    expect(xml).toContain("90000000000.00");
    const read = readUbl(xml);
    expect(read.ok && read.value.invoice.buyerReference).toBe("]]><x/>");
  });
});

describe("an unknown supplier country", () => {
  it("is one question (BR-09), not also an empty element (PEPPOL-EN16931-R008) or a bad code (BR-CL-14)", () => {
    const fields = { ...germanFields(), supplierAddress: reviewed("Main Street 1\n12345 Springfield") };
    delete fields.supplierVatId;
    const ids = assessPurchaseExport(purchase(fields, GERMAN_VAT, [], { buyerReference: "x" })).questions.map(
      (question) => question.id,
    );
    expect(ids).toContain("BR-09");
    expect(ids).not.toContain("PEPPOL-EN16931-R008");
    expect(ids).not.toContain("BR-CL-14");
  });
});

describe("the supplier's country from its VAT id", () => {
  it("comes only from a VAT id of a member state's form; another id printed as VAT id names no country", () => {
    const fields = { ...germanFields(), supplierAddress: reviewed("Main Street 1\n12345 Springfield") };
    expect(
      mapped(purchase({ ...fields, supplierVatId: reviewed("EL123456789") }, GERMAN_VAT)).supplier.address
        .country,
    ).toBe("GR");
    expect(
      mapped(purchase({ ...fields, supplierVatId: reviewed("ABN 53 102 443 916") }, GERMAN_VAT)).supplier
        .address.country,
    ).toBe("");
  });
});
