import { describe, expect, it } from "vitest";
import { sameName, sameText } from "../../../bench/invoice-eval/score-real";

describe("how the real-corpus eval compares names", () => {
  it("forgives case, spacing, a trailing legal form and a leading greeting, nothing else", () => {
    expect(sameName("Au bon moulin", "Au bon moulin SARL")).toBe(true);
    expect(sameName("Lieferant GmbH", "LIEFERANT GMBH")).toBe(true);
    expect(sameName("Herrn\nMax Mustermann", "Max Mustermann")).toBe(true);
    expect(sameName("Lieferant GmbH", "Liefer ant GmbH")).toBe(false);
    expect(sameName("Au bon moulin", "Au bon moulin Paris")).toBe(false);
    expect(sameName("Kunden AG Mitte", "Kunden AG")).toBe(false);
    // Descriptions keep the strict rule: only whitespace and case.
    expect(sameText("Luftballon", "Luftballon SA")).toBe(false);
  });

  it("forgives the identifier lines a ZUGFeRD 1.0 XML puts above a party's name, not a name's own number", () => {
    expect(
      sameName("GLN 4333741000005 \nLief-Nr: 549910\nMUSTERLIEFERANT GMBH", "MUSTERLIEFERANT GMBH"),
    ).toBe(true);
    expect(sameName("GLN 4304171000002 \nKunden-Nr. : 009420\nMUSTER-KUNDE GMBH", "Muster-Kunde GmbH")).toBe(
      true,
    );
    expect(sameName("GLN 4333741000005\nMUSTERLIEFERANT GMBH", "GLN 4333741000005")).toBe(false);
    expect(sameName("Kunden-Nr. : 009420\nMUSTER-KUNDE GMBH", "Kunden-Nr. : 009420")).toBe(false);
    expect(sameName("Studio 1234 GmbH", "GmbH")).toBe(false);
  });
});
