import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlanCard } from "../../client/features/billing/plan-card";
import { getPricingFaq } from "../../client/features/billing/pricing-faq";
import { UsageMeter } from "../../client/features/billing/usage-meter";
import { PLANS } from "../../core/plans/plans";
import { renderInDutch } from "./in-dutch";

describe("pricing and usage in Dutch", () => {
  renderInDutch();

  it("shows the Pro plan with Dutch labels and € 1.234,56-style prices", () => {
    render(
      <PlanCard plan={PLANS.pro} interval="year">
        <span />
      </PlanCard>,
    );
    const pro = screen.getByRole("region", { name: "Abonnement Pro" });
    expect(within(pro).getByText("€ 190,00")).toBeTruthy();
    expect(within(pro).getByText("per jaar, excl. btw")).toBeTruthy();
    expect(
      within(pro).getByText(/^€ 229,90 incl\. 21% btw \(€ 39,90 btw\) · € 38,00 minder dan 12 maanden$/),
    ).toBeTruthy();
    expect(within(pro).getByText("Uitgelezen facturen")).toBeTruthy();
    const limit = PLANS.pro.limits.invoiceExtraction.toLocaleString("nl-NL");
    expect(within(pro).getByText(`${limit} facturen / maand`)).toBeTruthy();
  });

  it("names the Free plan Gratis and its price € 0,00", () => {
    render(
      <PlanCard plan={PLANS.free} interval="month">
        <span />
      </PlanCard>,
    );
    const free = screen.getByRole("region", { name: "Abonnement Gratis" });
    expect(within(free).getByText("€ 0,00")).toBeTruthy();
    expect(within(free).getByText("voor altijd")).toBeTruthy();
  });

  it("shows a usage meter in Dutch", () => {
    render(
      <UsageMeter
        usage={{
          metric: "dedupeRows",
          label: "Duplicate removal rows",
          unit: "rows",
          used: 1500,
          limit: 100_000,
        }}
      />,
    );
    expect(screen.getByText("1.500 van 100.000 rijen")).toBeTruthy();
    expect(screen.getByRole("meter", { name: "Rijen ontdubbeld deze maand" })).toBeTruthy();
  });

  it("answers the pricing questions in Dutch", () => {
    expect(getPricingFaq().map((entry) => entry.question)).toContain("Kan ik opzeggen?");
  });
});
