import { type BankStatement, emptyTransaction } from "../../core/bank/model";
import {
  addDays,
  type GeneratedStatement,
  type GeneratedTransaction,
} from "../core/bank/support/generated-statement";

const IBANS = ["NL91ABNA0417164300", "NL69INGB0123456789", "NL44RABO0123456789", "DE89370400440532013000"];
const BICS = ["ABNANL2A", "INGBNL2A", "RABONL2U", "COBADEFFXXX"];

/** Deterministic statements (no randomness library at bench time): about `bytesWanted` once written. */
export function buildStatements(
  count: number,
  transactionsPerStatement: number,
  batchSize = 1,
): GeneratedStatement[] {
  const statements: GeneratedStatement[] = [];
  let seed = 12345;
  const next = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  };
  for (let s = 0; s < count; s++) {
    const openingDate = addDays("2020-01-01", s);
    const entries: { transactions: GeneratedTransaction[] }[] = [];
    for (let i = 0; i < transactionsPerStatement; i += batchSize) {
      const sign = next() % 2 === 0 ? 1n : -1n;
      const transactions: GeneratedTransaction[] = [];
      for (let b = 0; b < batchSize; b++) {
        const party = next() % IBANS.length;
        transactions.push({
          bookingDate: addDays(openingDate, 1),
          valueDate: addDays(openingDate, 1),
          amount: sign * BigInt((next() % 5_000_000) + 1) * 1000n,
          name: `Relatie ${next() % 10_000} B.V.`,
          account: IBANS[party] ?? "",
          bic: BICS[party] ?? "",
          description: `factuur ${next() % 100_000} periode ${s % 12} betaling`,
          endToEndId: `E2E-${s}-${i}-${b}`,
          reversal: false,
        });
      }
      entries.push({ transactions });
    }
    statements.push({
      account: IBANS[s % IBANS.length] ?? "",
      currency: "EUR",
      number: s + 1,
      openingDate,
      closingDate: addDays(openingDate, 1),
      opening: 100_000_000n,
      entries,
    });
  }
  return statements;
}

/** 100,000 model transactions for the XLSX export benchmark. */
export function buildModelStatements(total: number): BankStatement[] {
  const perStatement = 1000;
  return Array.from({ length: Math.ceil(total / perStatement) }, (_, s) => ({
    fileName: "bench.xml",
    format: "camt.053" as const,
    statementId: `S${s}`,
    account: IBANS[s % IBANS.length] ?? "",
    currency: "EUR",
    number: String(s + 1),
    sequence: "",
    openingBalance: { amount: "1000.00", currency: "EUR", date: "2024-01-01" },
    closingBalance: { amount: "1000.00", currency: "EUR", date: "2024-01-31" },
    closingAvailableBalance: null,
    location: `Stmt ${s + 1}`,
    transactions: Array.from({ length: Math.min(perStatement, total - s * perStatement) }, (_, i) => ({
      ...emptyTransaction(),
      bookingDate: "2024-01-15",
      valueDate: "2024-01-15",
      amount: `${i % 2 ? "-" : ""}${(i * 37) % 100_000}.${String(i % 100).padStart(2, "0")}`,
      currency: "EUR",
      counterpartyName: `Relatie ${i} B.V.`,
      counterpartyAccount: IBANS[i % IBANS.length] ?? "",
      description: `Factuur ${s}-${i} betaling periode januari`,
      endToEndId: `E2E-${s}-${i}`,
      status: "BOOK",
    })),
  }));
}
