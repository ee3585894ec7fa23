import { describe, expect, it } from "vitest";
import { reading, verdictsOf } from "./verdict-page";
import type { PlacedRow } from "./words";

interface Options {
  readonly name?: string;
  readonly nameHeight?: number;
  /** The line under the name's address: a registration number, or anything else. */
  readonly registration?: string;
  /** Print the registration under the customer's block instead. */
  readonly inCustomerBlock?: boolean;
}

/** A Canadian contractor's invoice: letterhead, its address, a tax number, and a "Bill to" block. */
function invoice(options: Options = {}): PlacedRow[] {
  const {
    name = "Maple Leaf Renovations Inc.",
    nameHeight = 18,
    registration = "GST/HST No. 123456789 RT0001",
    inCustomerBlock = false,
  } = options;
  const line = (y: number, x: number, text: string): PlacedRow => ({ y, height: 9, cells: [[x, text]] });
  return [
    { y: 40, height: nameHeight, cells: [[40, name]] },
    line(62, 40, "220 King Street W, Toronto ON M5H 1K4"),
    ...(inCustomerBlock ? [] : [line(74, 40, registration)]),
    { y: 92, height: 14, cells: [[400, "INVOICE"]] },
    line(120, 40, "Bill to"),
    line(132, 40, "Visser Design Ltd."),
    line(144, 40, "Kerkstraat 12, 3511 LK Utrecht"),
    ...(inCustomerBlock ? [line(156, 40, registration)] : []),
    line(200, 40, "Invoice number: MLR-3021"),
    {
      y: 260,
      height: 9,
      cells: [
        [380, "Total"],
        [480, "$2,712.00"],
      ],
    },
  ];
}

function supplierVerdict(page: PlacedRow[], name = "Maple Leaf Renovations Inc.") {
  return verdictsOf(page, { supplierName: reading(page, name, name) }).supplierName;
}

describe("the letterhead's name over its own registration number", () => {
  it("is sure when the tallest line, a company, heads a block with a labelled tax number", () => {
    expect(supplierVerdict(invoice())).toBe("sure");
    for (const registration of [
      "GSTIN 29AABCA1234F1Z5",
      "ABN 51 824 753 556",
      "MWST-Nr. CHE-123.456.789 MWST",
    ])
      expect(supplierVerdict(invoice({ registration })), registration).toBe("sure");
  });

  it("stays to check when the number is the customer's, or no number, or no company, or no letterhead", () => {
    expect(supplierVerdict(invoice({ inCustomerBlock: true })), "customer").toBe("check");
    expect(supplierVerdict(invoice({ registration: "Phone 416 555 0199" })), "phone").toBe("check");
    expect(supplierVerdict(invoice({ registration: "BN 1234" })), "short").toBe("check");
    const person = invoice({ name: "Maple Leaf Renovations" });
    expect(supplierVerdict(person, "Maple Leaf Renovations"), "person").toBe("check");
    expect(supplierVerdict(invoice({ nameHeight: 12 })), "height").toBe("check");
    // A footer's number a page below, with only a few short lines between, is no part of the block.
    const footer: PlacedRow[] = [
      { y: 40, height: 18, cells: [[40, "Maple Leaf Renovations Inc."]] },
      { y: 62, height: 9, cells: [[40, "220 King Street W, Toronto ON M5H 1K4"]] },
      { y: 780, height: 7, cells: [[40, "GST/HST No. 123456789 RT0001"]] },
    ];
    expect(supplierVerdict(footer), "footer").toBe("check");
  });
});
