/**
 * OCR drops decimal separators ("8,5" read as "85") and misreads single digits in small table
 * text. A row's own arithmetic (quantity × unit price = amount) says which reading is right: when the
 * printed quantity does not fit but the quantity the amount implies is a clean number, the implied
 * one is taken; when the quantity fits and the amount lacks one digit of quantity × price, the
 * product is taken. Anything else is left as read (and keeps its lower confidence), such as a
 * quantity the amount's discount explains.
 */
export interface RowNumbers {
  readonly quantity: string | null;
  readonly unitPriceCents: number | null;
  readonly amountCents: number;
}

function formatQuantity(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const fraction = String(Math.abs(thousandths) % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The amount's digits are the product's digits with exactly one left out. */
function missesOneDigit(read: number, expected: number): boolean {
  const a = String(Math.abs(read));
  const b = String(Math.abs(expected));
  if (b.length !== a.length + 1) return false;
  for (let skip = 0; skip < b.length; skip++) if (b.slice(0, skip) + b.slice(skip + 1) === a) return true;
  return false;
}

/**
 * The quantity with the fewest decimals (at most two) whose product with the price is the amount;
 * negative on a credit row (a negative amount at a positive price, or the other way round).
 */
export function impliedQuantity(amount: number, unit: number): string | null {
  const sign = Math.sign(amount) * Math.sign(unit);
  for (const decimals of [0, 1, 2]) {
    const factor = 10 ** decimals;
    const scaled = Math.round(Math.abs(amount / unit) * factor);
    if (scaled <= 0 || scaled >= 100_000_000) continue;
    if (Math.abs(Math.round((scaled / factor) * Math.abs(unit)) - Math.abs(amount)) <= 1)
      return formatQuantity(sign * scaled * (1000 / factor));
  }
  return null;
}

/**
 * Whether OCR could have read `implied` as `read`: the same digits with the decimal separator lost
 * or moved ("85" for 8.5), or one digit misread ("11" for 17). A quantity off by more (20 read, 18
 * implied; 5 read, 4.5 implied) was read right: a discount or rounding explains the amount.
 */
function couldBeMisread(read: string, implied: string): boolean {
  const digits = (text: string): string => text.replace(/\D/g, "").replace(/^0+/, "");
  const [a, b] = [digits(read), digits(implied)];
  return a.length === b.length && [...a].filter((digit, index) => digit !== b[index]).length <= 1;
}

export function repairRowNumbers(
  row: RowNumbers,
  hasQuantityColumn: boolean,
): RowNumbers & { readonly repaired: boolean } {
  const { quantity, unitPriceCents: unit, amountCents: amount } = row;
  if (unit === null || unit === 0) return { ...row, repaired: false };
  // A lost quantity under a quantity header ("3 m²" read as "Im") is the whole number the amount
  // implies; a lone "1" is the character OCR loses most often.
  if (quantity === null) {
    const implied = hasQuantityColumn ? impliedQuantity(amount, unit) : null;
    return implied !== null && !implied.includes(".")
      ? { ...row, quantity: implied, repaired: true }
      : { ...row, repaired: false };
  }
  // A quantity the page printed rounded was read right, on a scan as on a text layer.
  const settled = settleRoundedQuantity(row);
  if (settled !== row) return { ...settled, repaired: false };
  const expected = Math.round(Number(quantity) * unit);
  if (Math.abs(expected - amount) <= 1) return { ...row, repaired: false };
  const implied = impliedQuantity(amount, unit);
  if (implied !== null && couldBeMisread(quantity, implied))
    return { ...row, quantity: implied, repaired: true };
  if (Number.isSafeInteger(expected) && missesOneDigit(amount, expected))
    return { ...row, amountCents: expected, repaired: true };
  return { ...row, repaired: false };
}

/**
 * A text layer prints a quantity rounded to whole units ("6 Stk" for 6.5 km at 2,00 = 13,00): when
 * the printed whole number does not fit the row but the quantity its amount implies rounds to it,
 * the implied one is the quantity.
 */
export function settleRoundedQuantity(row: RowNumbers): RowNumbers {
  const { quantity, unitPriceCents: unit, amountCents: amount } = row;
  if (quantity === null || !/^-?\d+$/.test(quantity) || unit === null || unit === 0) return row;
  if (Math.abs(Math.round(Number(quantity) * unit) - amount) <= 1) return row;
  const implied = impliedQuantity(Math.abs(amount), Math.abs(unit));
  // Exactly the amount, without rounding: a rounded product means a discount or a rounded price.
  const exact = implied !== null && Math.abs(Number(implied) * Math.abs(unit) - Math.abs(amount)) < 1e-6;
  if (!exact || Math.abs(Number(implied) - Math.abs(Number(quantity))) > 0.5) return row;
  return { ...row, quantity: quantity.startsWith("-") ? `-${implied}` : implied };
}
