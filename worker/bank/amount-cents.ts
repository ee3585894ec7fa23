import { toScaled } from "../../core/bank/decimal";

/** 10^(5 − 2): the model keeps up to five decimals (core/bank/decimal), cents keep two. */
const PER_CENT = 1000n;

/**
 * Integer cents of an exact amount for sums on the dashboard, rounded half away from zero; the exact
 * text is stored beside it (contracts: money as cents plus exact decimal text).
 */
export function amountToCents(amount: string): number {
  const scaled = toScaled(amount);
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const cents = (abs + PER_CENT / 2n) / PER_CENT;
  return Number(negative ? -cents : cents);
}
