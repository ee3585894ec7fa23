import { describe, expect, it } from "vitest";
import { m } from "../../../core/i18n/messages";

describe("counts on the bank converter say one in the singular", () => {
  it("says '1 transaction', not '1 transactions', in English", () => {
    expect(m.bank_card_transactions({ count: 1, shown: "1" }, { locale: "en" })).toBe("1 transaction");
    expect(m.bank_card_transactions({ count: 2, shown: "2" }, { locale: "en" })).toBe("2 transactions");
  });

  it("says '1 transaction in another currency' without '(s)'", () => {
    expect(m.bank_card_foreign({ count: 1 }, { locale: "en" })).toBe("1 transaction in another currency");
    expect(m.bank_card_foreign({ count: 3 }, { locale: "en" })).toBe("3 transactions in another currency");
  });
});
