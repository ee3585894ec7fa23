import { describe, expect, it } from "vitest";
import { translateErrorMessage } from "../../../core/i18n/api-errors";
import { loadLanguage } from "../../../core/i18n/load-language";

describe("Peppol errors in Dutch", () => {
  it("word the plan, the quota line and the access point's refusals, keeping the provider's own reason", async () => {
    await loadLanguage("nl");
    expect(
      translateErrorMessage(
        "Sending invoices over Peppol is part of the Pro plan. See /pricing to upgrade.",
        "nl",
      ),
    ).toBe("Facturen versturen via Peppol hoort bij het Pro-abonnement. Zie /pricing om over te stappen.");
    expect(
      translateErrorMessage("The access point refused the invoice: BR-NL-1 seller KvK unknown", "nl"),
    ).toBe("Het accesspoint weigerde de factuur: BR-NL-1 seller KvK unknown");
    expect(
      translateErrorMessage(
        "Monthly limit reached: Invoices sent over Peppol — 200 of 200 invoices used on the Pro plan. See /pricing to upgrade.",
        "nl",
      ),
    ).toContain("Facturen verstuurd via Peppol — 200 van 200 facturen");
  });
});
