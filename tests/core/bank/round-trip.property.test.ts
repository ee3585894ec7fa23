import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkStatement } from "../../../core/bank/checks";
import { formatScaled } from "../../../core/bank/decimal";
import type { BankStatement, BankTransaction } from "../../../core/bank/model";
import { convertText, row } from "./helpers";
import { writeCamt053 } from "./support/camt-writer";
import { closingOf, type GeneratedStatement, statementArbitrary } from "./support/generated-statement";
import { writeMt940 } from "./support/mt940-writer";

function parsed(name: string, text: string): readonly BankStatement[] {
  const result = convertText(name, text);
  if (!result.ok)
    throw new Error(`${result.error.message} (line ${result.error.line}, ${result.error.element})`);
  return result.value.statements;
}

function header(s: GeneratedStatement): Partial<BankStatement> {
  return {
    account: s.account,
    currency: s.currency,
    number: String(s.number),
    openingBalance: { amount: formatScaled(s.opening), currency: s.currency, date: s.openingDate },
    closingBalance: { amount: formatScaled(closingOf(s)), currency: s.currency, date: s.closingDate },
  };
}

function expectedMt940Rows(s: GeneratedStatement): BankTransaction[] {
  return s.entries.flatMap((entry) =>
    entry.transactions.map((t) =>
      row({
        bookingDate: t.bookingDate,
        valueDate: t.valueDate,
        amount: formatScaled(t.amount),
        currency: s.currency,
        counterpartyName: t.name,
        counterpartyAccount: t.account,
        counterpartyBic: t.bic,
        description: t.description,
        endToEndId: t.endToEndId,
        bankTransactionCode: "NTRF",
        reversal: t.reversal,
      }),
    ),
  );
}

function expectedCamtRows(s: GeneratedStatement): BankTransaction[] {
  return s.entries.flatMap((entry, index) => {
    const first = entry.transactions[0];
    const batch = entry.transactions.length > 1;
    return entry.transactions.map((t) =>
      row({
        bookingDate: first?.bookingDate,
        valueDate: first?.valueDate,
        amount: formatScaled(t.amount),
        currency: s.currency,
        counterpartyName: t.name,
        counterpartyAccount: t.account,
        counterpartyBic: t.bic,
        description: t.description,
        endToEndId: t.endToEndId,
        batchReference: batch ? `B${index}` : "",
        bankTransactionCode: "PMNT/ICDT/ESCT",
        reversal: first?.reversal ?? false,
        status: "BOOK",
      }),
    );
  });
}

describe("generated statements written as MT940 and CAMT.053 read back exactly", () => {
  it("MT940 (ING layout): balances and every row, several statements per file", () => {
    fc.assert(
      fc.property(fc.array(statementArbitrary(2), { minLength: 1, maxLength: 3 }), (statements) => {
        const back = parsed("gen.sta", writeMt940(statements));
        expect(back).toHaveLength(statements.length);
        statements.forEach((s, i) => {
          expect(back[i]).toMatchObject(header(s));
          expect(back[i]?.transactions).toEqual(expectedMt940Rows(s));
          expect(back[i] && checkStatement(back[i]).reconciled).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });

  it("CAMT.053 in the .02, .08 and .13 layouts: 5-decimal amounts and batches split per TxDtls", () => {
    fc.assert(
      fc.property(
        fc.array(statementArbitrary(5, 4), { minLength: 1, maxLength: 3 }),
        fc.constantFrom(2, 8, 13),
        (statements, version) => {
          const back = parsed("gen.xml", writeCamt053(statements, version));
          expect(back).toHaveLength(statements.length);
          statements.forEach((s, i) => {
            expect(back[i]).toMatchObject(header(s));
            expect(back[i]?.transactions).toEqual(expectedCamtRows(s));
            expect(back[i] && checkStatement(back[i]).reconciled).toBe(true);
          });
        },
      ),
      { numRuns: 100 },
    );
  });
});
