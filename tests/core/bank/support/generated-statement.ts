import fc from "fast-check";

/** A statement as the property tests and benchmarks generate it; amounts are bigint × 10^5. */
export interface GeneratedTransaction {
  readonly bookingDate: string;
  readonly valueDate: string;
  readonly amount: bigint;
  readonly name: string;
  readonly account: string;
  readonly bic: string;
  readonly description: string;
  readonly endToEndId: string;
  readonly reversal: boolean;
}

/** One booking: a single transaction, or a batch of transactions with the same sign. */
export interface GeneratedEntry {
  readonly transactions: readonly GeneratedTransaction[];
}

export interface GeneratedStatement {
  readonly account: string;
  readonly currency: string;
  readonly number: number;
  readonly openingDate: string;
  readonly closingDate: string;
  readonly opening: bigint;
  readonly entries: readonly GeneratedEntry[];
}

export const SCALE = 100_000n;

const IBANS = ["NL91ABNA0417164300", "NL69INGB0123456789", "NL44RABO0123456789", "DE89370400440532013000"];
const BICS = ["ABNANL2A", "INGBNL2A", "RABONL2U", "COBADEFFXXX"];
const NAME_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .&'-";
const TEXT_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789 .,-/";

function trimmedText(chars: string, maxLength: number): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...chars.split("")), { maxLength }).map((c) =>
    c
      .join("")
      .replace(/^[/ ]+/, "")
      .trim(),
  );
}

function isoDate(day: number): string {
  return new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Dates from 2000 to 2069 so that MT940's two-digit years stay unambiguous. */
function transactionArbitrary(sign: 1n | -1n, decimals: 2 | 5): fc.Arbitrary<GeneratedTransaction> {
  const unit = decimals === 2 ? 1000n : 1n;
  return fc
    .record({
      day: fc.integer({ min: 30, max: 25_000 }),
      offset: fc.integer({ min: -20, max: 20 }),
      units: fc.bigInt({ min: 1n, max: 99_999_999_999n / unit }),
      name: trimmedText(NAME_CHARS, 40),
      party: fc.nat({ max: IBANS.length - 1 }),
      description: trimmedText(TEXT_CHARS, 100),
      endToEndId: fc
        .array(fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-".split("")), {
          minLength: 1,
          maxLength: 30,
        })
        .map((c) => c.join("")),
      reversal: fc.boolean(),
    })
    .map((r) => ({
      valueDate: isoDate(r.day),
      bookingDate: addDays(isoDate(r.day), r.offset),
      amount: sign * r.units * unit,
      name: r.name,
      account: IBANS[r.party] ?? "",
      bic: BICS[r.party] ?? "",
      description: r.description,
      endToEndId: r.endToEndId,
      reversal: r.reversal,
    }));
}

function entryArbitrary(decimals: 2 | 5, maxBatch: number): fc.Arbitrary<GeneratedEntry> {
  return fc
    .constantFrom<1n | -1n>(1n, -1n)
    .chain((sign) => fc.array(transactionArbitrary(sign, decimals), { minLength: 1, maxLength: maxBatch }))
    .map((transactions) => ({ transactions }));
}

/** Statements whose closing balance is opening + transactions; MT940 uses 2 decimals, CAMT up to 5. */
export function statementArbitrary(decimals: 2 | 5, maxBatch = 1): fc.Arbitrary<GeneratedStatement> {
  const unit = decimals === 2 ? 1000n : 1n;
  return fc
    .record({
      account: fc.constantFrom(...IBANS),
      currency: fc.constantFrom("EUR", "USD", "CHF"),
      number: fc.integer({ min: 1, max: 99_999 }),
      day: fc.integer({ min: 30, max: 25_000 }),
      opening: fc.bigInt({ min: -9_999_999_999n / unit, max: 9_999_999_999n / unit }).map((v) => v * unit),
      entries: fc.array(entryArbitrary(decimals, maxBatch), { maxLength: 12 }),
    })
    .map((r) => ({
      account: r.account,
      currency: r.currency,
      number: r.number,
      openingDate: isoDate(r.day),
      closingDate: addDays(isoDate(r.day), 1),
      opening: r.opening,
      entries: r.entries,
    }));
}

export function closingOf(statement: GeneratedStatement): bigint {
  let total = statement.opening;
  for (const entry of statement.entries) for (const t of entry.transactions) total += t.amount;
  return total;
}

/** Exact text of a scaled amount with the given separator and decimals (no sign). */
export function formatUnsigned(value: bigint, separator: "," | ".", minDecimals: number): string {
  const abs = value < 0n ? -value : value;
  let fraction = (abs % SCALE).toString().padStart(5, "0");
  while (fraction.length > minDecimals && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  return `${abs / SCALE}${separator}${fraction}`;
}
