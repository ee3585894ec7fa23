import { describe, expect, it } from "vitest";
import { readReasonParts } from "../../../core/reconcile/reason-parts";

describe("stored match reasons read back", () => {
  it("returns the parts of a row written by this code", () => {
    const parts = [
      { code: "matched-by-hand" },
      { code: "part-payment", numbers: ["2026-0042"], cents: 1250 },
      { code: "counterparty-name", reference: "RF18 5390 0754 7034" },
    ];
    expect(readReasonParts(JSON.stringify(parts))).toEqual(parts);
  });

  it("gives null for an older row or damaged, hostile or oversized JSON, so the stored English shows", () => {
    for (const stored of [
      null,
      "",
      "not json",
      "{}",
      '"matched-by-hand"',
      "[null]",
      '[{"code":"bogus"}]',
      '[{"code":"__proto__"}]',
      '[{"code":"part-payment","numbers":"2026-0042"}]',
      '[{"code":"part-payment","numbers":[42]}]',
      '[{"code":"part-payment","cents":"1250"}]',
      '[{"code":"part-payment","cents":1e400}]',
      '[{"code":"counterparty-name","reference":{"toString":1}}]',
      `[${'{"code":"matched-by-hand"},'.repeat(100_000)}`,
    ]) {
      expect(readReasonParts(stored), String(stored).slice(0, 60)).toBeNull();
    }
  });
});
