import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { invoiceSetKey, matchTransactions } from "../../../core/reconcile/match-transactions";
import type { MatchInvoice, MatchTransaction } from "../../../core/reconcile/match-types";

function invoice(
  overrides: Partial<MatchInvoice> & Pick<MatchInvoice, "id" | "number" | "totalCents">,
): MatchInvoice {
  return {
    side: "issued",
    partyName: "Bakkerij de Vries B.V.",
    partyIbans: [],
    issueDate: "2024-03-01",
    dueDate: "2024-03-31",
    currency: "EUR",
    openCents: overrides.totalCents,
    paymentReference: "",
    ...overrides,
  };
}

function payment(
  overrides: Partial<MatchTransaction> & Pick<MatchTransaction, "id" | "amountCents">,
): MatchTransaction {
  return {
    bookingDate: "2024-03-20",
    currency: "EUR",
    counterpartyName: "BAKKERIJ DE VRIES",
    counterpartyIban: "NL91ABNA0417164300",
    description: "",
    creditorReference: "",
    endToEndId: "",
    reversal: false,
    ...overrides,
  };
}

describe("matching payments to invoices", () => {
  it("books a structured RF reference automatically and says why", () => {
    const [outcome] = matchTransactions({
      transactions: [payment({ id: "t1", amountCents: 121_00, creditorReference: "RF18539007547034" })],
      invoices: [
        invoice({
          id: "a",
          number: "2024-0031",
          totalCents: 121_00,
          paymentReference: "RF18 5390 0754 7034",
        }),
        invoice({ id: "b", number: "2024-0032", totalCents: 121_00 }),
      ],
    });
    expect(outcome?.kind).toBe("automatic");
    expect(outcome?.proposals[0]?.allocations).toEqual([
      { invoiceId: "a", amountCents: 121_00, writeOffCents: 0 },
    ]);
    expect(outcome?.proposals[0]?.reason).toMatch(
      /^reference RF18 5390 0754 7034 matches invoice 2024-0031, amount equal/,
    );
  });

  it("books an invoice number retyped in the description when the amount is the open amount", () => {
    const [outcome] = matchTransactions({
      transactions: [payment({ id: "t1", amountCents: 500_00, description: "Fact. 2024 12 bedankt" })],
      invoices: [invoice({ id: "a", number: "2024-0012", totalCents: 500_00 })],
    });
    expect(outcome?.kind).toBe("automatic");
    expect(outcome?.proposals[0]?.reason).toContain("invoice number 2024-0012 in the description");
  });

  it("only suggests when two open invoices of the customer have the paid amount", () => {
    const [outcome] = matchTransactions({
      transactions: [payment({ id: "t1", amountCents: 99_00, description: "abonnement" })],
      invoices: [
        invoice({ id: "a", number: "2024-0001", totalCents: 99_00 }),
        invoice({ id: "b", number: "2024-0002", totalCents: 99_00 }),
      ],
    });
    expect(outcome?.kind).toBe("suggested");
    expect(outcome?.proposals.map((proposal) => invoiceSetKey(proposal.allocations)).sort()).toEqual([
      "a",
      "b",
    ]);
  });

  it("takes several payments for one invoice: a referenced part payment, then the rest", () => {
    const outcomes = matchTransactions({
      transactions: [
        payment({ id: "t1", amountCents: 400_00, creditorReference: "5000056789012345" }),
        payment({
          id: "t2",
          amountCents: 600_00,
          bookingDate: "2024-04-20",
          creditorReference: "5000056789012345",
        }),
      ],
      invoices: [
        invoice({
          id: "a",
          number: "2024-0040",
          totalCents: 1000_00,
          paymentReference: "5000 0567 8901 2345",
        }),
      ],
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["automatic", "automatic"]);
    expect(outcomes[0]?.proposals[0]?.signals).toContain("partial-payment");
    expect(outcomes[1]?.proposals[0]?.signals).toContain("amount-equal");
  });

  it("books one payment naming several invoices when their amounts add up", () => {
    const [outcome] = matchTransactions({
      transactions: [
        payment({ id: "t1", amountCents: 350_00, description: "Facturen 2024-0007, 2024-0008" }),
      ],
      invoices: [
        invoice({ id: "a", number: "2024-0007", totalCents: 100_00 }),
        invoice({ id: "b", number: "2024-0008", totalCents: 250_00 }),
      ],
    });
    expect(outcome?.kind).toBe("automatic");
    expect(invoiceSetKey(outcome?.proposals[0]?.allocations ?? [])).toBe("a|b");
  });

  it("suggests which invoices of a customer add up to an unexplained payment", () => {
    const [outcome] = matchTransactions({
      transactions: [payment({ id: "t1", amountCents: 350_00, description: "openstaande facturen" })],
      invoices: [
        invoice({ id: "a", number: "2024-0007", totalCents: 100_00 }),
        invoice({ id: "b", number: "2024-0008", totalCents: 250_00 }),
        invoice({ id: "c", number: "2024-0009", totalCents: 75_00 }),
      ],
    });
    expect(outcome?.kind).toBe("suggested");
    expect(invoiceSetKey(outcome?.proposals[0]?.allocations ?? [])).toBe("a|b");
  });

  it("nets a credit note against the invoice it corrects", () => {
    const [outcome] = matchTransactions({
      transactions: [
        payment({ id: "t1", amountCents: 800_00, description: "factuur 2024-0050 min creditnota" }),
      ],
      invoices: [
        invoice({ id: "a", number: "2024-0050", totalCents: 1000_00 }),
        invoice({ id: "cn", number: "2024-0051", totalCents: -200_00, correctsInvoiceId: "a" }),
      ],
    });
    expect(outcome?.kind).toBe("automatic");
    expect(outcome?.proposals[0]?.allocations).toEqual([
      { invoiceId: "a", amountCents: 1000_00, writeOffCents: 0 },
      { invoiceId: "cn", amountCents: -200_00, writeOffCents: 0 },
    ]);
  });

  it("settles a few cents short within the tolerance, and not beyond it", () => {
    const input = {
      transactions: [payment({ id: "t1", amountCents: 499_70, description: "factuur 2024-0012" })],
      invoices: [invoice({ id: "a", number: "2024-0012", totalCents: 500_00 })],
    };
    const [within] = matchTransactions({ ...input, options: { toleranceCents: 50 } });
    expect(within?.kind).toBe("automatic");
    expect(within?.proposals[0]?.allocations).toEqual([
      { invoiceId: "a", amountCents: 499_70, writeOffCents: 30 },
    ]);
    expect(within?.proposals[0]?.reason).toContain("differs by €0,30");
    const [strict] = matchTransactions({ ...input, options: { toleranceCents: 0 } });
    expect(strict?.kind).toBe("suggested");
    expect(strict?.proposals[0]?.signals).toContain("partial-payment");
  });

  it("matches money out to received invoices and a supplier's refund to its credit note", () => {
    const outcomes = matchTransactions({
      transactions: [
        payment({
          id: "out",
          amountCents: -242_00,
          counterpartyName: "Drukkerij Smit",
          description: "INV-88231",
        }),
        payment({
          id: "in",
          amountCents: 24_20,
          counterpartyName: "Drukkerij Smit",
          description: "creditnota CN-17",
        }),
      ],
      invoices: [
        invoice({
          id: "r1",
          side: "received",
          number: "INV-88231",
          partyName: "Drukkerij Smit",
          totalCents: 242_00,
        }),
        invoice({
          id: "r2",
          side: "received",
          number: "CN-17",
          partyName: "Drukkerij Smit",
          totalCents: -24_20,
        }),
      ],
    });
    expect(
      outcomes.map((outcome) => [outcome.kind, invoiceSetKey(outcome.proposals[0]?.allocations ?? [])]),
    ).toEqual([
      ["automatic", "r1"],
      ["automatic", "r2"],
    ]);
  });

  it("takes a storno back from the invoice it had paid", () => {
    const outcomes = matchTransactions({
      transactions: [
        payment({ id: "pay", amountCents: 121_00, creditorReference: "RF18539007547034", endToEndId: "E1" }),
        payment({
          id: "back",
          amountCents: -121_00,
          bookingDate: "2024-03-23",
          endToEndId: "E1",
          reversal: true,
        }),
      ],
      invoices: [
        invoice({ id: "a", number: "2024-0031", totalCents: 121_00, paymentReference: "RF18539007547034" }),
      ],
    });
    expect(outcomes[1]?.kind).toBe("automatic");
    expect(outcomes[1]?.proposals[0]?.allocations).toEqual([
      { invoiceId: "a", amountCents: -121_00, writeOffCents: 0 },
    ]);
  });

  it("does not book a number quoted by someone unrelated, and never proposes what the user rejected", () => {
    const invoices = [invoice({ id: "a", number: "2024-0012", totalCents: 500_00 })];
    const stranger = payment({
      id: "t1",
      amountCents: 500_00,
      counterpartyName: "Garage Pietersen",
      description: "2024-0012",
    });
    expect(matchTransactions({ transactions: [stranger], invoices })[0]?.kind).toBe("suggested");
    const rejected = new Map([["t1", new Set(["a"])]]);
    expect(matchTransactions({ transactions: [stranger], invoices, rejected })[0]?.kind).toBe("unmatched");
  });

  it("leaves salary, rent and card payments unmatched", () => {
    const outcomes = matchTransactions({
      transactions: [
        payment({
          id: "t1",
          amountCents: -2500_00,
          counterpartyName: "J. Jansen",
          description: "Salaris 03-2024",
        }),
        payment({
          id: "t2",
          amountCents: -45_12,
          counterpartyName: "ALBERT HEIJN 1234",
          description: "BEA, Betaalpas 12.03.24",
        }),
      ],
      invoices: [invoice({ id: "a", number: "2024-0012", totalCents: 500_00 })],
    });
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["unmatched", "unmatched"]);
  });

  it("never assigns more than an invoice's open amount", () => {
    const invoiceArb = fc.record({
      number: fc.integer({ min: 1, max: 40 }),
      totalCents: fc.integer({ min: -50_000, max: 200_000 }).filter((cents) => cents !== 0),
      paidPart: fc.integer({ min: 0, max: 100 }),
      party: fc.constantFrom("Bakkerij de Vries", "Smit Transport", "Jansen"),
      side: fc.constantFrom("issued" as const, "received" as const),
      reference: fc.boolean(),
    });
    const transactionArb = fc.record({
      amountCents: fc.integer({ min: -200_000, max: 200_000 }).filter((cents) => cents !== 0),
      mention: fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 3 }),
      party: fc.constantFrom("Bakkerij de Vries", "Smit Transport", "Jansen", "Iemand Anders"),
      reversal: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(invoiceArb, { minLength: 1, maxLength: 12 }),
        fc.array(transactionArb, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (invoiceSpecs, transactionSpecs, toleranceCents) => {
          const invoices = invoiceSpecs.map((spec, index) =>
            invoice({
              id: `i${index}`,
              number: `2024-${String(spec.number).padStart(4, "0")}`,
              side: spec.side,
              partyName: spec.party,
              totalCents: spec.totalCents,
              openCents: Math.trunc((spec.totalCents * (100 - spec.paidPart)) / 100),
              paymentReference: spec.reference ? `RF${index}` : "",
            }),
          );
          const transactions = transactionSpecs.map((spec, index) =>
            payment({
              id: `t${index}`,
              amountCents: spec.amountCents,
              counterpartyName: spec.party,
              description: spec.mention
                .map((number) => `factuur 2024-${String(number).padStart(4, "0")}`)
                .join(" "),
              reversal: spec.reversal,
            }),
          );
          const outcomes = matchTransactions({ transactions, invoices, options: { toleranceCents } });
          const settled = new Map<string, number>();
          for (const outcome of outcomes) {
            if (outcome.kind !== "automatic") continue;
            for (const allocation of outcome.proposals[0]?.allocations ?? []) {
              settled.set(
                allocation.invoiceId,
                (settled.get(allocation.invoiceId) ?? 0) + allocation.amountCents + allocation.writeOffCents,
              );
            }
          }
          for (const item of invoices) {
            const total = settled.get(item.id) ?? 0;
            // Net of stornos, never beyond what was open, and never in the wrong direction beyond what was paid.
            if (item.openCents >= 0) expect(total).toBeLessThanOrEqual(item.openCents);
            else expect(total).toBeGreaterThanOrEqual(item.openCents);
            const paid = item.totalCents - item.openCents;
            if (item.totalCents > 0) expect(total).toBeGreaterThanOrEqual(-paid);
            else expect(total).toBeLessThanOrEqual(-paid);
          }
          for (const outcome of outcomes) {
            for (const proposal of outcome.proposals) {
              for (const allocation of proposal.allocations) {
                const item = invoices.find((candidate) => candidate.id === allocation.invoiceId);
                const cents = allocation.amountCents + allocation.writeOffCents;
                if (item && Math.sign(cents) === Math.sign(item.totalCents))
                  expect(Math.abs(cents)).toBeLessThanOrEqual(Math.abs(item.openCents));
              }
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
