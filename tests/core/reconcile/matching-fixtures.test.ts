import { describe, expect, it } from "vitest";
import { invoiceSetKey, matchTransactions } from "../../../core/reconcile/match-transactions";
import { buildFixtureBooks } from "./support/fixture-books";
import { parseFixtureLines } from "./support/parse-fixture-lines";

/**
 * The issue-19 yardstick: a year of books with known true matches, written as ING, ABN AMRO and
 * CAMT.053 statements and read by the real parser. Automatic matches must be right (precision ≥
 * 0.99) and the true match must be among the automatic match or the suggestions (recall ≥ 0.95).
 */
describe("payment matching on fixture books", () => {
  const books = buildFixtureBooks();
  const transactions = parseFixtureLines(books.lines);
  const outcomes = matchTransactions({
    transactions,
    invoices: books.invoices,
    options: { toleranceCents: books.toleranceCents },
  });
  const truthById = new Map(books.lines.map((line) => [line.id, line]));

  let automatic = 0;
  let automaticRight = 0;
  let withTruth = 0;
  let found = 0;
  const misses: string[] = [];
  const wrong: string[] = [];
  for (const outcome of outcomes) {
    const line = truthById.get(outcome.transactionId);
    if (!line) continue;
    const truthKey = [...line.truth].sort().join("|");
    const keys = outcome.proposals.map((proposal) => invoiceSetKey(proposal.allocations));
    if (outcome.kind === "automatic") {
      automatic += 1;
      if (keys[0] === truthKey) automaticRight += 1;
      else
        wrong.push(
          `${line.scenario}: ${line.text || line.reference} → ${keys[0]} (truth ${truthKey || "none"})`,
        );
    }
    if (line.truth.length > 0) {
      withTruth += 1;
      if (keys.includes(truthKey)) found += 1;
      else
        misses.push(
          `${line.scenario}: "${line.text || line.reference}" ${line.amountCents} → ${outcome.kind} ${keys.join(", ")} (truth ${truthKey})`,
        );
    }
  }
  const precision = automatic === 0 ? 0 : automaticRight / automatic;
  const recall = withTruth === 0 ? 0 : found / withTruth;
  console.log(
    `payment matching: ${transactions.length} bank lines, ${books.invoices.length} invoices; automatic ${automatic} (precision ${precision.toFixed(4)}), true match found for ${found}/${withTruth} (recall ${recall.toFixed(4)})`,
  );
  if (wrong.length > 0) console.log(`wrong automatic matches:\n  ${wrong.slice(0, 10).join("\n  ")}`);
  if (misses.length > 0) console.log(`missed:\n  ${misses.slice(0, 15).join("\n  ")}`);

  it("books most payments without asking", () => {
    expect(automatic).toBeGreaterThan(withTruth * 0.5);
  });
  it("is right about what it books automatically (precision ≥ 0.99)", () => {
    expect(precision).toBeGreaterThanOrEqual(0.99);
  });
  it("offers the true match for nearly every payment (recall ≥ 0.95)", () => {
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
  it("leaves lines that pay no invoice unbooked", () => {
    const noInvoice = books.lines.filter((line) => line.truth.length === 0).map((line) => line.id);
    const booked = outcomes.filter(
      (outcome) => noInvoice.includes(outcome.transactionId) && outcome.kind === "automatic",
    );
    expect(booked).toEqual([]);
  });
});
