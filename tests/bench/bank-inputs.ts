import { type BankStatement, emptyTransaction } from "../../core/bank/model";
import {
  addDays,
  type GeneratedStatement,
  type GeneratedTransaction,
} from "../core/bank/support/generated-statement";

const IBANS = ["NL91ABNA0417164300", "NL69INGB0123456789", "NL44RABO0123456789", "DE89370400440532013000"];
const BICS = ["ABNANL2A", "INGBNL2A", "RABONL2U", "COBADEFFXXX"];

/** Deterministic statements (no randomness library at bench time), `count` × `transactionsPerStatement` rows. */
export function buildStatements(
  count: number,
  transactionsPerStatement: number,
  batchSize = 1,
): GeneratedStatement[] {
  const statements: GeneratedStatement[] = [];
  let seed = 12345;
  const next = (): number => {
    // 32-bit LCG in integer arithmetic (a double product would lose the low bits and cycle early).
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 8;
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

/**
 * The shape of the real export that once took 37 s: many small daily statements (one to three
 * transactions each), every one in its own SWIFT envelope, German `?`-subfield :86: details wrapped
 * over many short lines, and line ends that change from statement to statement (CRLF, LF, lone CR).
 * Grows to about `bytes` characters by adding statements, so time per MB shows whether work is linear.
 */
export function writeManySmallStatements(bytes: number): string {
  const endings = ["\r\n", "\n", "\r"];
  const parts: string[] = [];
  let size = 0;
  let balance = 100_000;
  for (let s = 0; size < bytes; s++) {
    const date = addDays("2015-01-01", s % 3000)
      .replaceAll("-", "")
      .slice(2);
    const lines = [
      "{1:F01COBADEFFAXXX0000000000}{2:O9400000000000COBADEFFAXXX00000000000000000000N}{4:",
      `:20:STARTUMS${s}`,
      ":25:37040044/0532013000",
      `:28C:${(s % 99_999) + 1}/1`,
      `:60F:C${date}EUR${balance},00`,
    ];
    const count = (s % 3) + 1;
    for (let t = 0; t < count; t++) {
      const amount = 10 + ((s * 7 + t * 13) % 900);
      balance -= amount;
      lines.push(`:61:${date}${date.slice(2)}DR${amount},00N024NONREF`);
      const purpose = `?20EREF+${s}-${t}?21SVWZ+Rechnung ${s} vom ${date} Kundennummer ${t}?22Lastschrift Energie Stadtwerke?23Abschlag ${s % 12}`;
      const info = `105?00BASISLASTSCHRIFT?109310${purpose}?30COBADEFFXXX?31DE89370400440532013000?32Stadtwerke Muster?33GmbH und Co KG`;
      for (let i = 0; i < info.length; i += 27)
        lines.push(`${i === 0 ? ":86:" : ""}${info.slice(i, i + 27)}`);
    }
    lines.push(`:62F:C${date}EUR${balance},00`, "-}");
    const text = lines.join(endings[s % 3]) + (endings[s % 3] ?? "\n");
    parts.push(text);
    size += text.length;
    if (balance < 10_000) balance = 100_000;
  }
  return parts.join("");
}
