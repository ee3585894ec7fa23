import { describe, expect, it } from "vitest";
import { checkDutchInvoiceRules, hasBlockingFindings } from "../../../core/invoice/dutch-rules";
import { calculateTotals } from "../../../core/invoice/totals";
import { addBillingPeriod, usageMonthOf } from "../../../core/plans/periods";
import {
  formatEuroCents,
  fromAmountValue,
  PLANS,
  QUOTA_METRICS,
  toAmountValue,
} from "../../../core/plans/plans";
import { buildSellerInvoice } from "../../../core/plans/seller-invoice";
import { quotePrice } from "../../../core/plans/vat-treatment";

describe("plans", () => {
  it("give every plan a limit for every metric, Pro more than Free; only Peppol sending is Pro-only", () => {
    for (const metric of QUOTA_METRICS) {
      if (metric === "peppolSends") expect(PLANS.free.limits[metric]).toBe(0);
      else expect(PLANS.free.limits[metric]).toBeGreaterThan(0);
      expect(PLANS.pro.limits[metric]).toBeGreaterThan(PLANS.free.limits[metric]);
    }
    expect(PLANS.pro.priceCents?.year).toBeLessThan((PLANS.pro.priceCents?.month ?? 0) * 12);
  });

  it("format and parse euro amounts exactly", () => {
    expect(formatEuroCents(1_900)).toBe("€ 19,00");
    expect(formatEuroCents(123_456_789)).toBe("€ 1.234.567,89");
    expect(toAmountValue(2_299)).toBe("22.99");
    expect(toAmountValue(5)).toBe("0.05");
    expect(fromAmountValue("22.99")).toBe(2_299);
    for (const bad of ["22.9", "22", "-1.00", "1e3.00", " 1.00"]) expect(fromAmountValue(bad)).toBeNull();
  });
});

describe("VAT on our own subscription", () => {
  it("charges 21 % in the Netherlands, also to a Dutch business with a VAT id", () => {
    expect(quotePrice("pro", "month", { country: "NL", vatNumber: "" })).toMatchObject({
      netCents: 1_900,
      vatCents: 399,
      totalCents: 2_299,
      vatCategory: "S",
    });
    expect(quotePrice("pro", "year", { country: "NL", vatNumber: "NL123456782B01" }).vatCents).toBe(3_990);
  });

  it("reverse-charges an EU business whose VAT id is of its own country, not one without or with another's", () => {
    expect(quotePrice("pro", "month", { country: "BE", vatNumber: "BE0403170701" })).toMatchObject({
      vatCents: 0,
      totalCents: 1_900,
      vatCategory: "AE",
    });
    expect(quotePrice("pro", "month", { country: "BE", vatNumber: "" }).vatCategory).toBe("S");
    expect(quotePrice("pro", "month", { country: "DE", vatNumber: "BE0403170701" }).vatCategory).toBe("S");
    expect(quotePrice("pro", "month", { country: "BE", vatNumber: "BE12" }).vatCategory).toBe("S");
  });

  it("charges no Dutch VAT outside the EU", () => {
    expect(quotePrice("pro", "month", { country: "US", vatNumber: "" })).toMatchObject({
      vatCents: 0,
      vatCategory: "O",
    });
  });
});

describe("billing periods", () => {
  it("add calendar months, clamping the 31st to the end of a shorter month", () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(iso(addBillingPeriod(Date.parse("2026-01-31T10:00:00Z"), "month"))).toBe(
      "2026-02-28T10:00:00.000Z",
    );
    expect(iso(addBillingPeriod(Date.parse("2027-12-15T00:00:00Z"), "month"))).toBe(
      "2028-01-15T00:00:00.000Z",
    );
    expect(iso(addBillingPeriod(Date.parse("2028-02-29T08:00:00Z"), "year"))).toBe(
      "2029-02-28T08:00:00.000Z",
    );
  });

  it("count usage by the Amsterdam calendar month", () => {
    // 23:30 UTC on 31 January is already 1 February in Amsterdam.
    expect(usageMonthOf(Date.parse("2026-01-31T23:30:00Z"))).toBe("2026-02");
    expect(usageMonthOf(Date.parse("2026-07-31T21:59:00Z"))).toBe("2026-07");
  });
});

describe("our own invoice", () => {
  const base = {
    number: "FK-2026-00001",
    issueDate: "2026-11-24",
    planId: "pro" as const,
    interval: "month" as const,
    periodStart: Date.parse("2026-11-24T10:00:00Z"),
    periodEnd: Date.parse("2026-12-24T10:00:00Z"),
    netCents: 1_900,
    paidWith: "iDEAL (payment tr_x)",
    customer: {
      name: "Bakkerij B.V.",
      address: { street: "Damrak 1", postcode: "1012 LG", city: "Amsterdam", country: "NL" },
      vatNumber: "NL123456782B01",
      kvk: "12345678",
      email: "a@b.nl",
    },
  };

  it("totals what was charged and passes the Dutch invoice rules", () => {
    const invoice = buildSellerInvoice({ ...base, vatCategory: "S", vatPercent: 21 });
    const totals = calculateTotals(invoice);
    expect(totals.payable).toBe(2_299n);
    expect(invoice.delivery).toEqual({ kind: "period", start: "2026-11-24", end: "2026-12-23" });
    expect(hasBlockingFindings(checkDutchInvoiceRules(invoice))).toBe(false);
  });

  it("states the reverse charge for an EU business", () => {
    const invoice = buildSellerInvoice({
      ...base,
      vatCategory: "AE",
      vatPercent: 0,
      customer: {
        ...base.customer,
        address: { ...base.customer.address, country: "BE" },
        vatNumber: "BE0403170701",
      },
    });
    expect(calculateTotals(invoice).payable).toBe(1_900n);
    expect(invoice.notes).toMatch(/reverse-charged/);
    expect(hasBlockingFindings(checkDutchInvoiceRules(invoice))).toBe(false);
  });
});
